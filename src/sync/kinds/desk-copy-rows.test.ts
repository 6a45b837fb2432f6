// Whether a copy still waits on a queued change: its own rows and the moves, read without the rest of the queue.
import { beforeEach, describe, expect, it } from "vitest";
import type { MirrorDb, OutboxRow } from "../../db";
import { freshMirror } from "../testing";
import { stillQueued } from "./desk-copy-rows";

let db: MirrorDb;
beforeEach(async () => {
  db = await freshMirror();
});

const row = (id: string, fields: Partial<OutboxRow>): OutboxRow => ({
  id,
  kind: "copy.update",
  payload: {},
  entityKey: `copy:${id}`,
  createdAt: "2026-11-26T10:00:00.000Z",
  attempts: 0,
  nextAttemptAt: 0,
  state: "pending",
  ...fields,
});

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
    let read = 0;
    const count = (value: OutboxRow) => {
      read++;
      return value;
    };
    db.outbox.hook("reading", count);

    expect(await stillQueued(db, 7, "another")).toBe(true);
    expect(await stillQueued(db, 7, "edit")).toBe(false);
    expect(await stillQueued(db, 8, "another")).toBe(false);
    expect(await stillQueued(db, 10, "another")).toBe(true);
    expect(await stillQueued(db, 10, "move")).toBe(false);
    db.outbox.hook("reading").unsubscribe(count);
    expect(read).toBeLessThanOrEqual(10);
  });
});
