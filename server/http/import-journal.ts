// A catalogue import's Idempotency-Key and journal: its claim row lists what each chunk wrote, so the same key
// replays the answer and an import a stopped server cut short is undone by the next import into the library.
import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { undoWritten, type ImportLog, type Written } from "../domain/import-writes";
import { answerIn, IN_PROGRESS, replay, storable, storedAnswer } from "./idempotency";

export interface ImportClaim {
  scope: number;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  /** False: the request sent no Idempotency-Key; the row is a journal only, deleted at the end. */
  keyed: boolean;
}

/**
 * The request's fingerprint: its path and body as sent. Cheaper than request-fingerprint.ts's reading
 * of what the JSON means (5,000 rows: 2 ms instead of about 60 ms on the event loop); a retry sends the
 * same bytes.
 */
async function bodyFingerprint(c: AppContext, path: string): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`${c.req.method} ${path}\nimport `);
  hash.update(await c.req.text());
  return hash.digest("hex");
}

/** The claim this request makes (the idempotency middleware leaves the import's key to it). */
export async function importClaim(c: AppContext, userId: number): Promise<ImportClaim> {
  const given = c.req.header("idempotency-key");
  const url = new URL(c.req.url);
  return {
    scope: userId,
    key: given ?? `import journal ${randomUUID()}`,
    method: c.req.method,
    path: url.pathname,
    fingerprint: await bodyFingerprint(c, url.pathname + url.search),
    keyed: given !== undefined,
  };
}

/** The stored answer to this key, replayed (422 for another request under the same key); null if none yet. */
export async function replayImport(
  c: AppContext,
  db: Db,
  claim: ImportClaim,
): Promise<Response | null> {
  if (!claim.keyed) return null;
  const stored = await storedAnswer(db, claim.scope, claim.key);
  if (!stored || stored.status === IN_PROGRESS) return null;
  return replay(c, stored, claim);
}

export interface ImportJournal extends ImportLog {
  /** Stores the answer for the key (when it is one to give again), or drops the journal. */
  finish(answer: Response): Promise<void>;
}

/** Ids as runs `[first, last]`: a chunk's ids come from one sequence call, so a journal stays small. */
function runs(ids: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const id of ids) {
    const last = out[out.length - 1];
    if (last && id === last[1] + 1) last[1] = id;
    else out.push([id, id]);
  }
  return out;
}

function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((run) => {
    const [first, last] = Array.isArray(run) ? (run as unknown[]) : [];
    if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last)) return [];
    return Array.from(
      { length: Math.max(0, (last as number) - (first as number) + 1) },
      (_, k) => (first as number) + k,
    );
  });
}

const journalText = (written: Written) =>
  JSON.stringify({ copies: runs(written.copies), books: runs(written.books) });

function readWritten(body: string): Written {
  try {
    const parsed = JSON.parse(body) as { copies?: unknown; books?: unknown };
    return { copies: idsOf(parsed.copies), books: idsOf(parsed.books) };
  } catch {
    return { copies: [], books: [] };
  }
}

/**
 * Holding the library's import lease (import-limits.ts): undoes what any import into this library left
 * in progress (only a stopped server leaves one), then claims this one. Answers the journal, or the
 * answer to give when the key is taken meanwhile (a replay, or 409 while its request still runs).
 */
export async function openJournal(
  c: AppContext,
  db: Db,
  claim: ImportClaim,
  libraryId: number,
): Promise<ImportJournal | Response> {
  const left = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.path, claim.path), eq(idempotencyKeys.status, IN_PROGRESS)));
  for (const row of left) {
    await undoWritten(db, libraryId, readWritten(row.body));
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
  }
  const { keyed: _keyed, ...fields } = claim;
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...fields, status: IN_PROGRESS, body: "{}", contentType: "" })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!row) return replay(c, await storedAnswer(db, claim.scope, claim.key), claim);
  const where = eq(idempotencyKeys.id, row.id);
  return {
    record: async (db, written) => {
      await db
        .update(idempotencyKeys)
        .set({ body: journalText(written) })
        .where(where);
    },
    finish: async (answer) => {
      if (claim.keyed && storable(answer))
        await db
          .update(idempotencyKeys)
          .set(await answerIn(answer))
          .where(where);
      else await db.delete(idempotencyKeys).where(where);
    },
  };
}
