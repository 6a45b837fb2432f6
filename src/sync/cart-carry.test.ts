// A reader's start carries a guest's cart along only where one may be: no guest database is made for nothing.
import { afterEach, describe, expect, it } from "vitest";
import { closeMirror } from "../db";
import { course } from "../features/courses/fakeCoursesApi.test-util";
import { useSession } from "../session/session";
import { addToCart, carryGuestItems, GUEST_DB_NAME, readCart } from "./cart";
import { freshMirror } from "./testing";

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name);
/** Signs in the reader whose mirror `db` is. */
const signInAs = (db: { name: string }) => {
  const id = Number(db.name.replace("pathagar-u", ""));
  useSession.getState().signIn("t", { id, first_name: "Rina" } as never);
  return id;
};

afterEach(() => {
  useSession.getState().signOut();
  closeMirror();
});

describe("carryGuestItems", () => {
  it("opens no guest database on a device that never had a guest's cart", async () => {
    const db = await freshMirror();
    await carryGuestItems(signInAs(db));
    expect(await databaseNames()).toContain(db.name);
    expect(await databaseNames()).not.toContain(GUEST_DB_NAME);
  });

  it("moves a guest's cart into the signed-in reader's mirror", async () => {
    await addToCart(course(4));
    expect(await databaseNames()).toContain(GUEST_DB_NAME);
    const db = await freshMirror();
    await carryGuestItems(signInAs(db));
    expect((await readCart(db)).map((i) => i.courseId)).toEqual([4]);
  });
});
