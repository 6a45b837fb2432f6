// Catalogue import limits: one import at a time per library, imports per account an hour, rows per library a day.
import type { AppContext, UserRow } from "../context";
import type { Db } from "../db/client";
import { DbAttemptStore, type Limit } from "./attempt-store";
import { HttpError } from "./errors";
import { LIMITS, takeAttempt, type Attempt } from "./rate-limit";

/**
 * - running: one import that writes into a library at a time, a lease given back when it ends (a server
 *   stopped mid-import leaves it to expire after 10 minutes);
 * - rows: 50,000 rows written into a library in 24 hours, counted in hundreds (a 5,000-row import is 50);
 * imports per account and per address (20 and 60 an hour; dry runs 60 and 200) are LIMITS.import and
 * LIMITS.importCheck in rate-limit.ts. Counted in the database: every server instance shares them.
 */
export const IMPORT_LIMITS = {
  running: { max: 1, windowSeconds: 10 * 60 },
  rows: { max: 500, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, Limit>;
export const ROWS_PER_UNIT = 100;
/** What a refused import waits before trying again while another one runs (one takes a few seconds). */
export const RUNNING_RETRY_SECONDS = 5;

const stores = new WeakMap<Db, DbAttemptStore>();
function storeFor(db: Db): DbAttemptStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new DbAttemptStore(db)));
  return store;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

function tooMany(c: AppContext, wait: number, message: string, reason: string): HttpError {
  c.header("Retry-After", String(wait));
  return new HttpError(429, message, undefined, { reason, retry_after: wait });
}

/** The account's (and address's) hourly count of `kind`, with the import's own words when it is used up. */
async function hourly(c: AppContext, user: UserRow, kind: "import" | "importCheck") {
  try {
    return await takeAttempt(c, kind, user.username);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 429) throw err;
    const wait = Number(err.extra?.retry_after ?? 60);
    const what = kind === "import" ? "catalogue imports" : "checks of a catalogue file";
    const { account, address } = LIMITS[kind];
    throw tooMany(
      c,
      wait,
      `An account may run at most ${account.max} ${what} an hour (${address.max} from one network). ` +
        `Please wait ${waitText(wait)} and try again.`,
      "import_limit",
    );
  }
}

/** A dry run: counted per account and address, apart from imports that write. */
export async function takeImportCheck(c: AppContext, user: UserRow): Promise<void> {
  await hourly(c, user, "importCheck");
}

/** A running import's place: `finish` gives the lease back, and the rows when none were written. */
export interface ImportSlot {
  finish(created: number): Promise<void>;
}

/**
 * Takes the library's lease (429 while another import into it runs), then the account's hourly count and
 * the library's daily rows; each is counted before the import starts, so a burst stops exactly at the limit.
 */
export async function takeImportSlot(
  c: AppContext,
  user: UserRow,
  libraryId: number,
  rows: number,
): Promise<ImportSlot> {
  const store = storeFor(c.var.deps.db);
  const lease = await store.take([
    { key: `import:running:library:${libraryId}`, limit: IMPORT_LIMITS.running },
  ]);
  if (!lease.ok)
    throw tooMany(
      c,
      RUNNING_RETRY_SECONDS,
      "Another catalogue import into this library is still running: one runs at a time. " +
        "Please try again when it has finished.",
      "import_running",
    );
  let perHour: Attempt | undefined;
  try {
    perHour = await hourly(c, user, "import");
    const units = Math.ceil(rows / ROWS_PER_UNIT);
    const counted = await store.take([
      { key: `import:rows:library:${libraryId}`, limit: IMPORT_LIMITS.rows, weight: units },
    ]);
    if (!counted.ok) {
      const { max, windowSeconds } = IMPORT_LIMITS.rows;
      throw tooMany(
        c,
        counted.waitSeconds,
        `A library may import at most ${(max * ROWS_PER_UNIT).toLocaleString("en")} rows in ` +
          `${windowSeconds / 3600} hours. Please wait ${waitText(counted.waitSeconds)} and try again.`,
        "import_limit",
      );
    }
    return {
      finish: async (created) => {
        await store.giveBack(created > 0 ? lease.ids : [...lease.ids, ...counted.ids]);
      },
    };
  } catch (err) {
    await perHour?.release();
    await store.giveBack(lease.ids);
    throw err;
  }
}
