// A catalogue import that writes: its key replayed, its limits taken, its rows written in chunks with a journal.
import type { AppContext, UserRow } from "../context";
import type { Db } from "../db/client";
import { importCatalogue } from "../domain/desk-import";
import { DomainError } from "../domain/errors";
import type { LibraryRow } from "../serialize/libraries";
import { handleError, HttpError } from "../http/errors";
import { importClaim, openJournal, replayImport } from "../http/import-journal";
import { takeImportSlot } from "../http/import-limits";

/**
 * The same Idempotency-Key gets the stored answer without counting again. Otherwise the library's lease
 * and the counts are taken, what a stopped server left half-written is undone, and the rows are written;
 * a refusal (409 book_code_taken) has undone the chunks written before it and is the key's answer too.
 * An unexpected failure leaves the journal, so the next import into the library undoes its chunks.
 */
export async function runImport(
  c: AppContext,
  user: UserRow,
  db: Db,
  library: LibraryRow,
  rows: unknown[],
): Promise<Response> {
  const claim = await importClaim(c, user.id);
  const earlier = await replayImport(c, db, claim);
  if (earlier) return earlier;
  const slot = await takeImportSlot(c, user, library.id, rows.length);
  let created = 0;
  try {
    const journal = await openJournal(c, db, claim, library.id);
    if (journal instanceof Response) return journal;
    let answer: Response;
    try {
      const result = await importCatalogue(db, library, rows, false, journal);
      created = result.created;
      answer = c.json({ data: result }, created > 0 ? 201 : 200);
    } catch (err) {
      if (!(err instanceof DomainError || err instanceof HttpError)) throw err;
      answer = handleError(err, c);
    }
    await journal.finish(answer);
    return answer;
  } finally {
    await slot.finish(created);
  }
}
