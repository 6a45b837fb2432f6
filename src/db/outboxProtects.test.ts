// The v9 upgrade: rows queued before it are found by the entities they keep from a pull.
import { Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { closeMirror, layoutKey, MirrorDb, userDbName } from "./database";
import { DB_VERSION, STORES_V8 } from "./schema";

afterEach(() => closeMirror());

const queued = (
  id: string,
  kind: string,
  entityKey: string,
  payload: object,
  state = "pending",
) => ({
  id,
  kind,
  entityKey,
  payload,
  state,
  createdAt: "2026-11-28T10:00:00.000Z",
  attempts: 0,
  nextAttemptAt: 0,
});

describe("what queued rows keep from a pull (v9)", () => {
  it("upgrades v8: each row is found by its entity, the post it changes and the copies it moves", async () => {
    const name = userDbName(89);
    const v8 = new Dexie(name);
    v8.version(8).stores(STORES_V8);
    await v8
      .table("outbox")
      .bulkAdd([
        queued("edit", "post.update", "post:5", { postId: 5, body: "b" }),
        queued("like", "like.create", "like:post:7", { postId: 7 }),
        queued("move", "copy.move", "copies:move:3", { libraryId: 3, ids: [11, "tmp-c"] }),
        queued("member", "member.update", "member:4", { memberId: 4, fields: {} }),
        queued("gone", "copy.update", "copy:9", { id: 9 }, "failed"),
      ]);
    v8.close();
    localStorage.removeItem(layoutKey(name));

    const v9 = new MirrorDb(name);
    await v9.open();
    expect(v9.verno).toBe(DB_VERSION);
    const protecting = async (key: string) =>
      (await v9.outbox.where("protects").equals(key).toArray()).map((r) => r.id);
    expect(await protecting("post:5")).toEqual(["edit"]);
    expect(await protecting("post:7")).toEqual(["like"]);
    expect(await protecting("like:post:7")).toEqual(["like"]);
    expect(await protecting("copy:11")).toEqual(["move"]);
    expect(await protecting("copy:tmp-c")).toEqual(["move"]);
    expect(await protecting("copies:move:3")).toEqual(["move"]);
    expect(await protecting("member:4")).toEqual(["member"]);
    // A failed row keeps its keys: the reader of the index leaves it out (it was rolled back).
    expect(await protecting("copy:9")).toEqual(["gone"]);
    expect((await v9.outbox.get({ id: "member" }))?.protects).toEqual(["member:4"]);
    // The rows are otherwise as they were, with their temporary ids indexed too.
    expect((await v9.outbox.get({ id: "move" }))?.refs).toEqual(["tmp-c"]);
    v9.close();
    await Dexie.delete(name);
  });
});
