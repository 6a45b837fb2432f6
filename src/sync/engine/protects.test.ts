// Each queued row carries what its kind keeps from a pull: set when queued, renamed with a temporary id, kept on retry.
import { beforeEach, describe, expect, it } from "vitest";
import { protectsBeforeV9 } from "../../db/outboxProtects";
import type { MirrorDb } from "../../db";
import { useSession } from "../../session/session";
import { addComment, createPost, toggleLike } from "../actions";
import { moveCopies } from "../actions/copies";
import { reader } from "../fakeServer.test-util";
import { freshMirror } from "../testing";
import { enqueue, retryMutation } from "./outbox";
import { remapQueued } from "./remap";

let db: MirrorDb;
beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
});

const protectsOf = async (kind: string) =>
  (await db.outbox.toArray()).find((row) => row.kind === kind)?.protects;

describe("a queued row's `protects`", () => {
  it("is its kind's: a comment and a like keep their post, a move each copy it moves", async () => {
    const post = await createPost({ timeline: { type: "user", id: reader.id }, body: "hello" });
    const comment = await addComment(post, "first");
    await toggleLike(8);
    await moveCopies(7, [11, 12], "B2", null);
    expect(await protectsOf("post.create")).toEqual([`post:${post}`]);
    expect(await protectsOf("comment.create")).toEqual([`comment:${comment}`, `post:${post}`]);
    expect(await protectsOf("like.create")).toEqual(["like:post:8", "post:8"]);
    expect(await protectsOf("copy.move")).toEqual(["copies:move:7", "copy:11", "copy:12"]);
    // The rows queued before v9 were given the same keys by its upgrade.
    for (const row of await db.outbox.toArray())
      expect(new Set(protectsBeforeV9(row))).toEqual(new Set(row.protects));
  });

  it("follows a temporary id to the server's id", async () => {
    const post = await createPost({ timeline: { type: "user", id: reader.id }, body: "hello" });
    const comment = await addComment(post, "first");
    await remapQueued(db, post, 12, "post", "parent");
    expect(await protectsOf("comment.create")).toEqual([`comment:${comment}`, "post:12"]);
    // The create is renamed too (its answer deletes it in the same transaction).
    expect(await db.outbox.where("protects").equals("post:12").count()).toBe(2);
    expect(await db.outbox.where("protects").equals(`post:${post}`).count()).toBe(0);
  });

  it("is set again when a refused row is queued again", async () => {
    const row = await enqueue("follow", { target: { type: "library", id: 3 } }, db);
    await db.outbox.update(row!.seq!, {
      state: "failed",
      protects: [],
      error: { status: 422, message: "No" },
    });
    await retryMutation(row!.id, db);
    expect((await db.outbox.get(row!.seq!))?.protects).toEqual(["follow:library:3"]);
  });
});
