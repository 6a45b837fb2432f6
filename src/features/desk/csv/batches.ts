// Sending a long list in batches, one after another, with progress; a batch that meets a passing fault
// (no network, a timeout, a busy server) is sent again with the same key, so it is stored once.
import { isApiError } from "../../../sync/errors";

/** Rows per request of the real import: a batch is written whole or not at all. */
export const IMPORT_BATCH_ROWS = 500;
/** Rows per dry-run request (the server takes up to 5,000; smaller keeps each answer quick). */
export const DRY_RUN_BATCH_ROWS = 1000;

/** `items` in consecutive slices of `size`, each with the index of its first item. */
export function batchesOf<T>(items: T[], size: number): { start: number; items: T[] }[] {
  const out: { start: number; items: T[] }[] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push({ start, items: items.slice(start, start + size) });
  }
  return out;
}

export interface BatchRun<T, R> {
  batches: { start: number; items: T[] }[];
  /** Sends one batch; `key` stays the same when the batch is sent again. */
  send: (items: T[], key: string) => Promise<R>;
  /** After each answered batch: items done so far and the answer. */
  onBatch?: (done: number, answer: R) => void;
  /** One key per batch, made once (so a later retry of the whole run reuses them). */
  keys: string[];
  /** Tries per batch on a passing fault. */
  tries?: number;
  /** Waits between tries (ms); the tests pass a clock of their own. */
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const passing = (error: unknown) => !isApiError(error) || error.retryable;

/** Sends each batch in turn; resolves with every answer, or rejects with the first lasting failure. */
export async function runBatches<T, R>(run: BatchRun<T, R>, from = 0): Promise<R[]> {
  const { batches, send, onBatch, keys, tries = 4, wait = pause } = run;
  const answers: R[] = [];
  for (let b = from; b < batches.length; b++) {
    const batch = batches[b]!;
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await send(batch.items, keys[b]!);
        answers.push(answer);
        onBatch?.(batch.start + batch.items.length, answer);
        break;
      } catch (error) {
        if (attempt >= tries || !passing(error)) throw new BatchFailure(b, error);
        await wait(1000 * 2 ** (attempt - 1));
      }
    }
  }
  return answers;
}

/** A batch that could not be sent: which one, and why. */
export class BatchFailure extends Error {
  constructor(
    readonly batch: number,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}
