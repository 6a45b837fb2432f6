import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../sync/errors";
import { BatchFailure, batchesOf, runBatches, IMPORT_BATCH_ROWS } from "./batches";
import { IMPORT_MAX_ROWS } from "../../../sync/bookImport";

const noWait = () => Promise.resolve();

describe("batchesOf", () => {
  it("cuts 3,000 rows into six batches of 500 within the server's limit", () => {
    const rows = Array.from({ length: 3001 }, (_, i) => i);
    const batches = batchesOf(rows, IMPORT_BATCH_ROWS);
    expect(batches.map((b) => [b.start, b.items.length])).toEqual([
      [0, 500],
      [500, 500],
      [1000, 500],
      [1500, 500],
      [2000, 500],
      [2500, 500],
      [3000, 1],
    ]);
    expect(IMPORT_BATCH_ROWS).toBeLessThanOrEqual(IMPORT_MAX_ROWS);
  });
});

describe("runBatches", () => {
  it("sends batches in order, reporting rows done after each", async () => {
    const sent: number[][] = [];
    const progress: number[] = [];
    await runBatches({
      batches: batchesOf([1, 2, 3, 4, 5], 2),
      keys: ["k0", "k1", "k2"],
      send: async (items) => {
        sent.push(items);
        return items.length;
      },
      onBatch: (done) => progress.push(done),
      wait: noWait,
    });
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
    expect(progress).toEqual([2, 4, 5]);
  });

  it("sends a batch again with the same key after a passing fault", async () => {
    const send = vi
      .fn<(items: number[], key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(0, "network", "offline"))
      .mockRejectedValueOnce(new ApiError(503, "http", "busy"))
      .mockImplementation(async (_items, key) => key);
    const answers = await runBatches({
      batches: batchesOf([1, 2], 1),
      keys: ["a", "b"],
      send,
      wait: noWait,
    });
    expect(answers).toEqual(["a", "b"]);
    expect(send.mock.calls.map((c) => c[1])).toEqual(["a", "a", "a", "b"]);
  });

  it("stops at a lasting failure naming the batch, and resumes from it", async () => {
    const send = vi
      .fn<(items: number[], key: string) => Promise<number>>()
      .mockResolvedValueOnce(1)
      .mockRejectedValueOnce(new ApiError(422, "http", "bad"));
    const run = { batches: batchesOf([1, 2, 3], 1), keys: ["a", "b", "c"], send, wait: noWait };
    const failure = await runBatches(run).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BatchFailure);
    expect((failure as BatchFailure).batch).toBe(1);
    send.mockReset().mockResolvedValue(9);
    await runBatches(run, 1);
    expect(send.mock.calls.map((c) => c[1])).toEqual(["b", "c"]);
  });
});
