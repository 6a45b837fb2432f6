// One transaction, handed to the domain as its `Db`: a drizzle transaction has every query method the domain uses,
// but not the database's type (it lacks the client and `batch`), so the one cast lives here.
import type { Db } from "./client";

/** Runs `work` in a transaction on `db` (a savepoint when `db` is itself a transaction). */
export function inTransaction<T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
