// Opaque bearer tokens: random, stored only as SHA-256 hashes, with expiry and revocation.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
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

export async function resolveToken(
  db: Db,
  token: string,
): Promise<{ user: UserRow; kind: TokenKind; tokenId: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db
    .select({ user: users, kind: accessTokens.kind, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { user: row.user, kind: row.kind as TokenKind, tokenId: row.tokenId } : null;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}
