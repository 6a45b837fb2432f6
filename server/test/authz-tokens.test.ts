// Token lifetimes on a database of its own: a login token and a reset token stop working when they expire or are revoked.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { openMemoryDatabase } from "./memory-database";
import { accessTokens, users } from "../db/schema";
import { issueToken, resolveToken, revokeToken, TOKEN_TTL_SECONDS } from "../auth/tokens";

let database: Database;
let userId = 0;

beforeAll(async () => {
  database = await openMemoryDatabase();
  const [row] = await database.db
    .insert(users)
    .values({ firstName: "Token", username: "token@example.com", passwordHash: "x" })
    .returning({ id: users.id });
  userId = row!.id;
});
afterAll(() => database?.close());

describe("token lifetimes", () => {
  it("login tokens live 30 days, reset tokens 15 minutes", () => {
    expect(TOKEN_TTL_SECONDS).toEqual({ access: 30 * 24 * 3600, otc: 15 * 60 });
  });

  it.each(["access", "otc"] as const)("a %s token works until it expires", async (kind) => {
    const token = await issueToken(database.db, userId, kind);
    const found = await resolveToken(database.db, token);
    expect(found?.user.id).toBe(userId);
    expect(found?.kind).toBe(kind);
    const [row] = await database.db
      .select({ expiresAt: accessTokens.expiresAt })
      .from(accessTokens)
      .where(eq(accessTokens.id, found!.tokenId));
    const ttl = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(TOKEN_TTL_SECONDS[kind] - 60);
    expect(ttl).toBeLessThanOrEqual(TOKEN_TTL_SECONDS[kind]);
    await database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, found!.tokenId));
    expect(await resolveToken(database.db, token)).toBeNull();
  });

  it("a revoked token stops working; a made-up or odd-sized one never works", async () => {
    const token = await issueToken(database.db, userId, "access");
    const found = await resolveToken(database.db, token);
    await revokeToken(database.db, found!.tokenId);
    expect(await resolveToken(database.db, token)).toBeNull();
    expect(await resolveToken(database.db, "x".repeat(43))).toBeNull();
    expect(await resolveToken(database.db, "short")).toBeNull();
    expect(await resolveToken(database.db, "y".repeat(500))).toBeNull();
  });
});
