// Opaque bearer tokens: random, stored only as SHA-256 hashes, with expiry and revocation.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accessTokens, users } from "../db/schema";
import type { UserRow } from "../context";

export type TokenKind = "access" | "otc";

/** Access tokens live 30 days; one-time-code tokens (password reset) 15 minutes. */
export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = {
  access: 30 * 24 * 3600,
  otc: 15 * 60,
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueToken(db: Db, userId: number, kind: TokenKind): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(accessTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[kind] * 1000),
  });
  return token;
}

/** The token lookup, prepared once per database (it runs on every signed-in request). */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return db
    .select({ user: users, kind: accessTokens.kind, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder("hash")),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("resolve_token");
}

export async function resolveToken(
  db: Db,
  token: string,
): Promise<{ user: UserRow; kind: TokenKind; tokenId: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ hash: hashToken(token), now: new Date().toISOString() });
  return row ? { user: row.user, kind: row.kind as TokenKind, tokenId: row.tokenId } : null;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}
