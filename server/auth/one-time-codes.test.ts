// One-time codes on a fresh embedded database: random 6 digits stored hashed, re-sent not replaced, rate of sending, attempts, expiry.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Deps } from "../context";
import { openDatabase, type Database } from "../db/client";
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
let deps: Deps;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://", databaseUrl: undefined });
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
});
