// One-time codes: 6 digits, stored hashed, live a few minutes, re-sent (not replaced) while alive, void after 5 wrong tries.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, lte, sql } from "drizzle-orm";
import type { Deps } from "../context";
import type { Db } from "../db/client";
import { oneTimeCodes } from "../db/schema";
import { OTC_LENGTH } from "../../src/lib/usernames";

/** What sending and checking codes needs of the server. */
export type CodeDeps = Pick<Deps, "db" | "config" | "sendCode">;

export type CodePurpose = "REGISTER" | "RESET_PASSWORD" | "VERIFY_CONTACT" | "LOGIN_CHALLENGE";

export const OTC_TTL_SECONDS = 180;
export const OTC_MAX_ATTEMPTS = 5;
/** A live code is sent again at most this often; asking sooner only answers the time left. */
export const OTC_RESEND_SECONDS = 30;

/** Derives codes when OTC_SECRET is unset: only this process can send its codes again. */
const processSecret = randomBytes(32).toString("base64url");

/**
 * The code of a row: an HMAC of its random salt (`nonce`) under the secret, as 6 digits. The database keeps
 * the salt and the code's hash, never the code: whoever reads it (a backup, a replica) cannot send or enter
 * a live code, while any instance holding the same OTC_SECRET can send it again.
 */
function deriveCode(secret: string, nonce: string): string {
  const digest = createHmac("sha256", secret).update(nonce).digest();
  return String(digest.readUIntBE(0, 6) % 10 ** OTC_LENGTH).padStart(OTC_LENGTH, "0");
}

/** The plain code of a live row, when this instance can tell it (same secret, or the development code). */
function plainCode(deps: CodeDeps, row: { nonce: string | null; codeHash: string }): string | null {
  const candidate =
    deps.config.otcDevCode ??
    (row.nonce ? deriveCode(deps.config.otcSecret ?? processSecret, row.nonce) : null);
  return candidate && codeMatches(candidate, row.codeHash) ? candidate : null;
}

function hashCode(code: string, salt = randomBytes(16).toString("base64url")): string {
  return `${salt}$${createHash("sha256").update(`${salt}:${code}`).digest("hex")}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, expected] = stored.split("$");
  if (!salt || !expected) return false;
  const actual = hashCode(code, salt).split("$")[1]!;
  return timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}

const secondsLeft = (expiresAt: Date) =>
  Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));

/** The newest code for (username, purpose) that can still be used. */
async function liveCode(db: Db, username: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.username, username),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        lt(oneTimeCodes.attempts, OTC_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/**
 * Sends a code for `purpose` to `username`: the live one again when there is one (at most every
 * OTC_RESEND_SECONDS, so nobody floods a phone with messages), else a new one. Answers the seconds
 * the code has left.
 */
export async function sendCode(
  deps: CodeDeps,
  username: string,
  purpose: CodePurpose,
): Promise<number> {
  const { db, config } = deps;
  const now = Date.now();
  const live = await liveCode(db, username, purpose);
  const known = live && plainCode(deps, live);
  if (live && known) {
    // Claimed in the database, so two instances asked at once send it once.
    const due = await db
      .update(oneTimeCodes)
      .set({ sentAt: new Date(now) })
      .where(
        and(
          eq(oneTimeCodes.id, live.id),
          lte(oneTimeCodes.sentAt, new Date(now - OTC_RESEND_SECONDS * 1000)),
        ),
      )
      .returning({ id: oneTimeCodes.id });
    if (due.length) await deps.sendCode(username, known, purpose);
    return secondsLeft(live.expiresAt);
  }
  if (live) {
    // Alive but made under another secret (a restart, or another instance without OTC_SECRET): void it so
    // only the new code works.
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(eq(oneTimeCodes.id, live.id));
  }
  const nonce = randomBytes(16).toString("base64url");
  const code = config.otcDevCode ?? deriveCode(config.otcSecret ?? processSecret, nonce);
  const expiresAt = new Date(now + OTC_TTL_SECONDS * 1000);
  await db.insert(oneTimeCodes).values({
    username,
    purpose,
    codeHash: hashCode(code),
    nonce,
    sentAt: new Date(now),
    expiresAt,
  });
  await deps.sendCode(username, code, purpose);
  return OTC_TTL_SECONDS;
}

export type CodeCheck = { ok: true } | { ok: false; secondsLeft: number | null };

/**
 * Checks `code` against the live code and uses it up when it matches. A wrong code counts as an
 * attempt; after OTC_MAX_ATTEMPTS the code is void and a new one must be asked for.
 */
export async function redeemCode(
  db: Db,
  username: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const live = await liveCode(db, username, purpose);
  if (!live) return { ok: false, secondsLeft: null };
  if (/^\d{1,12}$/.test(code) && codeMatches(code, live.codeHash)) {
    const used = await db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (used.length === 1) return { ok: true };
    return { ok: false, secondsLeft: null };
  }
  const [after] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, live.id))
    .returning({ attempts: oneTimeCodes.attempts });
  const spent = (after?.attempts ?? OTC_MAX_ATTEMPTS) >= OTC_MAX_ATTEMPTS;
  return { ok: false, secondsLeft: spent ? null : secondsLeft(live.expiresAt) };
}
