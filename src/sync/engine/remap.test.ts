// Remapping a temporary id: the rows naming it are rewritten, found by index without reading the rest of the queue.
import { beforeEach, describe, expect, it } from "vitest";
import type { MirrorDb } from "../../db";
import { remapQueued } from "./remap";
import { freshMirror, outboxRowsRead, queuedRow } from "../testing";

let db: MirrorDb;
beforeEach(async () => {
  db = await freshMirror();
});

const row = queuedRow;

describe("remapQueued", () => {
  it("rewrites only the rows naming the temporary id or waiting for its creation", async () => {
    await db.outbox.bulkAdd(
      Array.from({ length: 300 }, (_, i) => row(`other-${i}`, { payload: { id: i } })),
    );
    await db.outbox.bulkAdd([
      row("edit", { entityKey: "copy:tmp-copy", payload: { id: "tmp-copy", shelf_number: "2" } }),
      row("lend", {
        kind: "loan.create",
        entityKey: "loan:tmp-loan",
        payload: { tempId: "tmp-loan", copyId: "tmp-copy", memberId: "tmp-member" },
        dependsOn: "add-member",
      }),
      row("keyed", {
        kind: "copy.withdraw",
        entityKey: "copy:tmp-copy",
        payload: { reason: "lost" },
      }),
      row("waits", { kind: "copy.restore", entityKey: "copy:9", dependsOn: "add-copy" }),
    ]);

    const read = await outboxRowsRead(db, () =>
      remapQueued(db, "tmp-copy", 41, "copy", "add-copy"),
    );

    expect(read).toBe(4);
    const byId = new Map((await db.outbox.toArray()).map((r) => [r.id, r]));
    expect(byId.get("edit")).toMatchObject({ payload: { id: 41 }, entityKey: "copy:41", refs: [] });
    expect(byId.get("lend")).toMatchObject({
      payload: { copyId: 41, memberId: "tmp-member" },
      dependsOn: "add-member",
      refs: ["tmp-loan", "tmp-member"],
    });
    expect(byId.get("keyed")?.entityKey).toBe("copy:41");
    expect(byId.get("waits")?.dependsOn).toBeUndefined();
    expect(byId.get("other-7")?.payload).toEqual({ id: 7 });
    expect(await db.idMap.get("tmp-copy")).toEqual({
      tempId: "tmp-copy",
      serverId: 41,
      entity: "copy",
    });
    expect(await db.outbox.where("refs").equals("tmp-copy").count()).toBe(0);
  });
});
