// Coalesced version reads: a burst shares reads, and no caller gets a read that started before it came.
import { describe, expect, it } from "vitest";
import { coalesce } from "./shared-version";

/** A read whose answers the test hands out one by one, counting the reads started. */
function heldReads() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started++;
      pending.push(resolve);
    });
  return { read, started: () => started, answer: (value: number) => pending.shift()!(value) };
}

describe("coalesce", () => {
  it("gives callers that came during a read the next read, shared", async () => {
    const db = heldReads();
    const read = coalesce(db.read);
    const first = read();
    const burst = Array.from({ length: 10 }, () => read());
    expect(db.started()).toBe(1);
    db.answer(1);
    expect(await first).toBe(1);
    // The burst came while read 1 was out: read 1 may predate a write they must see.
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(db.started()).toBe(2);
    db.answer(2);
    expect(await Promise.all(burst)).toEqual(Array(10).fill(2));
    expect(db.started()).toBe(2);
  });

  it("reads afresh once nothing is out, and after a failed read", async () => {
    let calls = 0;
    const read = coalesce(async () => {
      calls++;
      if (calls === 1) throw new Error("connection lost");
      return calls;
    });
    await expect(read()).rejects.toThrow("connection lost");
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
  });
});
