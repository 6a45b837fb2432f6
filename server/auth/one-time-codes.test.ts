// One-time codes on a fresh embedded database: random 6 digits stored hashed, re-sent not replaced, rate of sending, attempts, expiry.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Deps } from "../context";
import type { Database } from "../db/client";
import { openMemoryDatabase } from "../test/memory-database";
import { eq } from "drizzle-orm";
import { oneTimeCodes } from "../db/schema";
import {
  OTC_MAX_ATTEMPTS,
  OTC_RESEND_SECONDS,
  OTC_TTL_SECONDS,
  redeemCode,
  sendCode,
} from "./one-time-codes";

let database: Database;
const sent: { username: string; code: string }[] = [];
let deps: Pick<Deps, "db" | "config" | "sendCode">;

beforeAll(async () => {
  database = await openMemoryDatabase();
  deps = {
    db: database.db,
    config: { otcDevCode: undefined } as Deps["config"],
    sendCode: async (username, code) => {
      sent.push({ username, code });
    },
  };
});
afterAll(() => database?.close());
afterEach(() => vi.useRealTimers());

const lastCode = () => sent.at(-1)!.code;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes", () => {
  it("sends 6 random digits and stores only a hash", async () => {
    expect(await sendCode(deps, "+8801700000001", "REGISTER")).toBe(OTC_TTL_SECONDS);
    expect(lastCode()).toMatch(/^\d{6}$/);
    const rows = await database.db.select().from(oneTimeCodes);
    expect(rows.some((r) => r.codeHash.includes(lastCode()))).toBe(false);
    expect((await redeemCode(database.db, "+8801700000001", "REGISTER", lastCode())).ok).toBe(true);
    // Used up: the same code does not work twice.
    expect((await redeemCode(database.db, "+8801700000001", "REGISTER", lastCode())).ok).toBe(
      false,
    );
  });

  it("re-sends a live code instead of replacing it, at most every 30 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const user = "+8801700000002";
    const before = sent.length;
    await sendCode(deps, user, "RESET_PASSWORD");
    const code = lastCode();
    await sendCode(deps, user, "RESET_PASSWORD");
    expect(sent.length).toBe(before + 1);
    vi.setSystemTime(Date.now() + OTC_RESEND_SECONDS * 1000);
    const left = await sendCode(deps, user, "RESET_PASSWORD");
    expect(sent.length).toBe(before + 2);
    expect(lastCode()).toBe(code);
    expect(left).toBeLessThanOrEqual(OTC_TTL_SECONDS - OTC_RESEND_SECONDS);
    // Codes are per purpose.
    expect((await redeemCode(database.db, user, "REGISTER", code)).ok).toBe(false);
    expect((await redeemCode(database.db, user, "RESET_PASSWORD", code)).ok).toBe(true);
  });

  it("voids a code after too many wrong tries", async () => {
    const user = "+8801700000003";
    await sendCode(deps, user, "REGISTER");
    const code = lastCode();
    for (let i = 1; i <= OTC_MAX_ATTEMPTS; i += 1) {
      const check = await redeemCode(database.db, user, "REGISTER", wrong(code));
      expect(check).toEqual({
        ok: false,
        secondsLeft: i < OTC_MAX_ATTEMPTS ? expect.any(Number) : null,
      });
    }
    expect((await redeemCode(database.db, user, "REGISTER", code)).ok).toBe(false);
    await sendCode(deps, user, "REGISTER");
    expect(lastCode()).toMatch(/^\d{6}$/);
    expect((await redeemCode(database.db, user, "REGISTER", lastCode())).ok).toBe(true);
  });

  it("an expired code is refused and a new one is sent", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const user = "reader@example.com";
    await sendCode(deps, user, "REGISTER");
    const old = lastCode();
    vi.setSystemTime(Date.now() + (OTC_TTL_SECONDS + 1) * 1000);
    expect(await redeemCode(database.db, user, "REGISTER", old)).toEqual({
      ok: false,
      secondsLeft: null,
    });
    const before = sent.length;
    expect(await sendCode(deps, user, "REGISTER")).toBe(OTC_TTL_SECONDS);
    expect(sent.length).toBe(before + 1);
    expect((await redeemCode(database.db, user, "REGISTER", lastCode())).ok).toBe(true);
  });

  it("refuses codes that are not digits", async () => {
    const user = "+8801700000004";
    await sendCode(deps, user, "REGISTER");
    expect((await redeemCode(database.db, user, "REGISTER", "abcdef")).ok).toBe(false);
    expect((await redeemCode(database.db, user, "REGISTER", "x".repeat(5000))).ok).toBe(false);
  });

  it("stores neither the code nor anything it can be told from without OTC_SECRET", async () => {
    const user = "+8801700000005";
    await sendCode(deps, user, "REGISTER");
    const code = lastCode();
    const [row] = await database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.username, user));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.nonce).toMatch(/^[\w-]{22}$/);
  });
});

describe("one-time codes across instances", () => {
  const secret = "a shared secret of at least 32 characters";
  /** Another server process on the same database, with its own settings and message log. */
  const instance = (otcSecret: string | undefined) => {
    const log: string[] = [];
    const own: Pick<Deps, "db" | "config" | "sendCode"> = {
      db: database.db,
      config: { otcDevCode: undefined, otcSecret } as Deps["config"],
      sendCode: async (_username, code) => {
        log.push(code);
      },
    };
    return { deps: own, log };
  };

  it("an instance with the same OTC_SECRET sends the live code again, once per 30 s across both", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const a = instance(secret);
    const b = instance(secret);
    const user = "+8801700000006";
    await sendCode(a.deps, user, "RESET_PASSWORD");
    const code = a.log[0]!;
    // Asked again through the other instance at once: the time left, no second message.
    expect(await sendCode(b.deps, user, "RESET_PASSWORD")).toBeLessThanOrEqual(OTC_TTL_SECONDS);
    expect(b.log).toEqual([]);
    vi.setSystemTime(Date.now() + OTC_RESEND_SECONDS * 1000);
    // Both asked at the same moment: one of them sends it.
    await Promise.all([
      sendCode(a.deps, user, "RESET_PASSWORD"),
      sendCode(b.deps, user, "RESET_PASSWORD"),
    ]);
    expect([...a.log.slice(1), ...b.log]).toEqual([code]);
    expect((await redeemCode(database.db, user, "RESET_PASSWORD", code)).ok).toBe(true);
  });

  it("an instance with another secret voids the live code and sends a new one that works", async () => {
    const a = instance(secret);
    const b = instance(undefined);
    const user = "+8801700000007";
    await sendCode(a.deps, user, "REGISTER");
    await sendCode(b.deps, user, "REGISTER");
    expect(b.log).toHaveLength(1);
    expect((await redeemCode(database.db, user, "REGISTER", a.log[0]!)).ok).toBe(
      a.log[0] === b.log[0],
    );
    expect((await redeemCode(database.db, user, "REGISTER", b.log[0]!)).ok).toBe(
      a.log[0] !== b.log[0],
    );
  });
});
