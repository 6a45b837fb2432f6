// Whether a copy still waits on a queued change: its own rows and the moves, read without the rest of the queue.
import { beforeEach, describe, expect, it } from "vitest";
import type { MirrorDb } from "../../db";
import { freshMirror, outboxRowsRead, queuedRow } from "../testing";
import { stillQueued } from "./desk-copy-rows";

let db: MirrorDb;
beforeEach(async () => {
  db = await freshMirror();
});

const row = queuedRow;

describe("stillQueued", () => {
  it("finds the copy's own rows and the moves naming it, and reads no other row", async () => {
    await db.outbox.bulkAdd(
      Array.from({ length: 300 }, (_, i) => row(`other-${i}`, { entityKey: `member:${i}` })),
    );
    await db.outbox.bulkAdd([
      row("edit", { entityKey: "copy:7" }),
      row("failed", { entityKey: "copy:8", state: "failed" }),
      row("move", { kind: "copy.move", entityKey: "copies:move:3", payload: { ids: [9, 10] } }),
    ]);
    const read = await outboxRowsRead(db, async () => {
      expect(await stillQueued(db, 7, "another")).toBe(true);
      expect(await stillQueued(db, 7, "edit")).toBe(false);
      expect(await stillQueued(db, 8, "another")).toBe(false);
      expect(await stillQueued(db, 10, "another")).toBe(true);
      expect(await stillQueued(db, 10, "move")).toBe(false);
    });
    expect(read).toBeLessThanOrEqual(10);
  });
});
