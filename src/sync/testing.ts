// Test helpers for the sync engine: a fresh mirror and a scripted fake API behind the real client.
import { configureApi } from "../api/client";
import { closeMirror, openMirror, type MirrorDb, type OutboxRow } from "../db";
import { useSyncStore } from "./engine";

export type Handler = (request: Request) => Response | Promise<Response>;

let counter = 0;

/** A new, empty mirror for one test. */
export async function freshMirror(): Promise<MirrorDb> {
  closeMirror();
  const db = openMirror(100_000 + ++counter);
  await db.open();
  useSyncStore.setState({ needsLogin: false, storageFull: false, replaying: false });
  return db;
}

/** Routes API calls to `handler` (a fake server). */
export function fakeApi(handler: Handler): void {
  configureApi({
    prefixUrl: "http://api.test/api",
    timeoutMs: 1_000,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      handler(input instanceof Request ? input : new Request(input, init))) as typeof fetch,
    token: () => "token",
  });
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

/** A queued copy change `id` (pending, never tried), with `fields` over it. */
/** A list sent whole (…/members/snapshot, …/book-issues/snapshot); its version follows its content. */
export const wholeListResponse = (records: unknown[]) => {
  const json = JSON.stringify(records);
  let hash = 0;
  for (let i = 0; i < json.length; i++) hash = (hash * 31 + json.charCodeAt(i)) | 0;
  return jsonResponse(200, { data: records, meta: { total: records.length, version: `v${hash}` } });
};

/** A library's copies in one answer, as GET …/books/snapshot sends them (records already in the wire's shape). */
export const snapshotResponse = (records: unknown[], asOf = "2026-11-01T00:00:00.000Z") =>
  jsonResponse(200, {
    data: records,
    meta: { total: records.length, as_of: asOf, version: `copies-${records.length}` },
  });

export const queuedRow = (id: string, fields: Partial<OutboxRow> = {}): OutboxRow => ({
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

/** Counts the outbox rows read from the database while `work` runs. */
export async function outboxRowsRead(db: MirrorDb, work: () => Promise<void>): Promise<number> {
  let read = 0;
  const count = (value: OutboxRow) => {
    read++;
    return value;
  };
  db.outbox.hook("reading", count);
  try {
    await work();
  } finally {
    db.outbox.hook("reading").unsubscribe(count);
  }
  return read;
}
