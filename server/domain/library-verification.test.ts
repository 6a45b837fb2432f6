// The threshold that verifies a library without an administrator: old enough, and enough readers who
// joined by asking; walk-in cards, invited members and young libraries do not count.
import { eq } from "drizzle-orm";
import { openMemoryDatabase } from "../test/memory-database";
import { libraries, libraryMembers, users } from "../db/schema";
import { reachThreshold, VERIFY_THRESHOLD } from "./library-verification";

type Database = Awaited<ReturnType<typeof openMemoryDatabase>>;
let database: Database;
let made = 0;

beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60 * 1000;

/** A library `ageDays` old with `askers` members who joined by request and `others` who did not. */
async function library(ageDays: number, askers: number, others = 0) {
  const { db } = database;
  made += 1;
  const [lib] = await db
    .insert(libraries)
    .values({
      name: `t-${made}`,
      title: "Threshold",
      createdAt: new Date(Date.now() - ageDays * DAY),
    })
    .returning();
  for (let i = 0; i < askers + others; i += 1) {
    const [reader] = await db
      .insert(users)
      .values({
        firstName: "R",
        username: `+88019${made}${String(i).padStart(5, "0")}`,
        passwordHash: "x",
      })
      .returning();
    await db.insert(libraryMembers).values({
      libraryId: lib!.id,
      userId: reader!.id,
      memberCode: `T-M${i}`,
      firstName: "R",
      requestId: i < askers ? made * 1000 + i : null,
    });
  }
  return lib!;
}

const stamped = async (id: number) =>
  (await database.db.select().from(libraries).where(eq(libraries.id, id)))[0]!.verifiedAt;

it("verifies an old library with enough members who asked to join, once and for good", async () => {
  const lib = await library(VERIFY_THRESHOLD.days + 1, VERIFY_THRESHOLD.requestedMembers);
  expect(await reachThreshold(database.db, lib)).toBe(true);
  expect(await stamped(lib.id)).toBeInstanceOf(Date);
});

it("does not count invited or walk-in members, nor a library younger than the threshold", async () => {
  const few = await library(VERIFY_THRESHOLD.days + 1, VERIFY_THRESHOLD.requestedMembers - 1, 20);
  expect(await reachThreshold(database.db, few)).toBe(false);
  const young = await library(VERIFY_THRESHOLD.days - 1, VERIFY_THRESHOLD.requestedMembers + 5);
  expect(await reachThreshold(database.db, young)).toBe(false);
  expect(await stamped(few.id)).toBeNull();
  expect(await stamped(young.id)).toBeNull();
});
