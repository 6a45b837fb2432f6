// writePulled: the server's rows go in except those a queued change keeps, read by index, never the whole queue.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MirrorDb, OutboxRow } from "../../db";
import { keys, type EntityKey } from "../keys";
import { freshMirror, outboxRowsRead, queuedRow } from "../testing";
import { noteServerWrite } from "./freshWrites";
import { writePulled } from "./pullWrite";

let db: MirrorDb;
beforeEach(async () => {
  db = await freshMirror();
});

const keeps = (id: string, protects: EntityKey[], fields: Partial<OutboxRow> = {}) =>
  queuedRow(id, { entityKey: protects[0], protects, ...fields });

const block = (userId: number, note = "server") => ({
  userId,
  id: userId + 100,
  user: { id: userId, first_name: note, surname: null, nickname: null, photo_url: null },
  created_at: "2026-11-29T08:00:00.000Z",
});

describe("writePulled", () => {
  it("keeps what a queued change protects, writes the rest; a refused change keeps nothing", async () => {
    await db.blocks.bulkPut([block(1, "device"), block(2, "device"), block(3, "device")]);
    await db.outbox.bulkAdd([
      keeps("one", [keys.block(1)]),
      keeps("sending", [keys.block(2)], { state: "sending" }),
      keeps("refused", [keys.block(3)], { state: "failed", error: { status: 409, message: "" } }),
    ]);
    const held = await writePulled(db.blocks, [block(1), block(2), block(3), block(4)], {
      key: (row) => keys.block(row.userId),
    });
    expect(held.map((row) => row.userId)).toEqual([1, 2]);
    const names = (await db.blocks.toArray()).map((row) => [row.userId, row.user.first_name]);
    expect(names).toEqual([
      [1, "device"],
      [2, "device"],
      [3, "server"],
      [4, "server"],
    ]);
  });

  it("finds a row by any entity it protects, not only its own key", async () => {
    await db.blocks.put(block(5, "device"));
    await db.outbox.add(keeps("other", [keys.follow("user", 9), keys.block(5)]));
    await writePulled(db.blocks, [block(5)], { key: (row) => keys.block(row.userId) });
    expect((await db.blocks.get(5))?.user.first_name).toBe("device");
  });

  it("deletes rows the server no longer lists unless a change keeps them", async () => {
    await db.blocks.bulkPut([block(1, "device"), block(2, "device")]);
    await db.outbox.add(keeps("kept", [keys.block(2)]));
    await writePulled(db.blocks, [], {
      key: (row) => keys.block(row.userId),
      gone: [1, 2].map((id) => ({ id, key: keys.block(id) })),
    });
    expect((await db.blocks.toArray()).map((row) => row.userId)).toEqual([2]);
  });

  it("writes a kept row as `whileQueued` says, from the server's and the device's", async () => {
    await db.blocks.put({ ...block(1, "device"), id: 999 });
    await db.outbox.add(keeps("kept", [keys.block(1)]));
    await writePulled(db.blocks, [block(1), block(2)], {
      key: (row) => keys.block(row.userId),
      whileQueued: {
        id: (row) => row.userId,
        write: (server, stored) => ({ ...server, user: stored?.user ?? server.user }),
      },
    });
    expect(await db.blocks.get(1)).toMatchObject({ id: 101, user: { first_name: "device" } });
    expect(await db.blocks.get(2)).toMatchObject({ id: 102, user: { first_name: "server" } });
  });

  it("reads only the queued rows about the rows at hand, never the whole outbox", async () => {
    await db.outbox.bulkAdd(
      Array.from({ length: 500 }, (_, i) => keeps(`other-${i}`, [keys.copy(1000 + i)])),
    );
    await db.outbox.add(keeps("kept", [keys.block(1)]));
    const wholeReads = vi.spyOn(db.outbox, "toArray");
    const read = await outboxRowsRead(db, async () => {
      await writePulled(db.blocks, [block(1), block(2)], { key: (row) => keys.block(row.userId) });
    });
    // The one row protecting block 1 (met once by `protects`, once by `entityKey`).
    expect(read).toBeLessThanOrEqual(2);
    expect(wholeReads).not.toHaveBeenCalled();
    expect((await db.blocks.toArray()).map((row) => row.userId)).toEqual([2]);
  });

  it("joins the caller's transaction, which must cover the outbox", async () => {
    await expect(
      db.transaction("rw", db.blocks, () =>
        writePulled(db.blocks, [block(1)], { key: (row) => keys.block(row.userId) }),
      ),
    ).rejects.toThrow();
    expect(await db.blocks.count()).toBe(0);
  });
});

describe("writePulled after an online call", () => {
  it("keeps a row an online call wrote after the pull asked, and writes it again for a pull asked later", async () => {
    const askedAt = Date.now();
    await db.blocks.bulkPut([block(7, "answered"), block(8, "device")]);
    // The online call's answer lands after the pull asked the server: the pull's copy is the older one.
    noteServerWrite(keys.block(7), askedAt + 1);
    await writePulled(db.blocks, [block(7, "older"), block(8, "server")], {
      key: (row) => keys.block(row.userId),
      gone: [],
      askedAt,
    });
    expect((await db.blocks.get(7))?.user.first_name).toBe("answered");
    expect((await db.blocks.get(8))?.user.first_name).toBe("server");
    // Nor does it delete that row as gone.
    await writePulled(db.blocks, [], {
      key: (row) => keys.block(row.userId),
      gone: [{ id: 7, key: keys.block(7) }],
      askedAt,
    });
    expect(await db.blocks.get(7)).toBeDefined();
    // A pull asked after the call takes the server's row.
    await writePulled(db.blocks, [block(7, "later")], {
      key: (row) => keys.block(row.userId),
      askedAt: askedAt + 2,
    });
    expect((await db.blocks.get(7))?.user.first_name).toBe("later");
  });
});
