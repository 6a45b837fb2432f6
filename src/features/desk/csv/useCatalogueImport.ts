// The catalogue import's steps: a file read on the device, its columns mapped, a dry run over every row,
// then the real import in batches with progress, and the new copies pulled onto the device.
import { useRef, useState } from "react";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isApiError } from "../../../sync/errors";
import { pullImportedCopies, sendImportBatch, type ImportBookRow } from "../../../sync/bookImport";
import { useMounted } from "../../../lib/useMounted";
import {
  BatchFailure,
  DRY_RUN_BATCH_ROWS,
  IMPORT_BATCH_ROWS,
  batchesOf,
  runBatches,
} from "./batches";
import { guessMapping, type ColumnMapping } from "./guessMapping";
import { buildRows, type RowProblem } from "./importRows";
import { readCsvFile, CsvFileError, type ParsedCsv } from "./parseCsv";
import { mergeProblems, serverProblems } from "./serverProblems";

export type ImportState =
  | { step: "pick"; error?: string }
  | { step: "map"; file: ParsedCsv; mapping: ColumnMapping; error?: string }
  | { step: "checking"; file: ParsedCsv; mapping: ColumnMapping; done: number }
  | {
      step: "checked";
      file: ParsedCsv;
      mapping: ColumnMapping;
      problems: RowProblem[];
      created: number;
    }
  | ({ step: "importing"; done: number; created: number } & Sending)
  | ({
      step: "stopped";
      done: number;
      created: number;
      message: string;
      problems: RowProblem[];
    } & Sending)
  | ({ step: "imported"; created: number; onDevice: "pulling" | "done" | "failed" } & Sending);

/** What the real import sends: `total` rows of `file`; `left` are the bad rows kept back (none: all sent). */
export interface Sending {
  file: ParsedCsv;
  total: number;
  left: RowProblem[];
}

/** A batch the server refused as a whole (a row turned bad after the dry run). */
class Refused extends Error {
  constructor(readonly problems: RowProblem[]) {
    super("refused");
  }
}

const why = (error: unknown): string =>
  isApiError(error) && error.kind !== "http"
    ? i18n._(msg`The network went away. Nothing more was sent; try again when you are online.`)
    : error instanceof Error
      ? error.message
      : String(error);

export function useCatalogueImport(libraryId: number) {
  const [state, setState] = useState<ImportState>({ step: "pick" });
  const mounted = useMounted();
  const set = (next: ImportState) => mounted.current && setState(next);
  // The real import's rows, batches and keys, kept so "Try again" resumes with the same keys.
  const job = useRef<{
    rows: ImportBookRow[];
    mapping: ColumnMapping;
    /** The data row of each row sent, once the rows to send are chosen. */
    sent: number[];
    left: RowProblem[];
    keys: string[];
    next: number;
    created: number;
  } | null>(null);

  const pickFile = async (file: File) => {
    try {
      const parsed = await readCsvFile(file);
      set({ step: "map", file: parsed, mapping: guessMapping(parsed.headers) });
    } catch (error) {
      set({ step: "pick", error: error instanceof CsvFileError ? error.message : String(error) });
    }
  };

  const check = async (file: ParsedCsv, mapping: ColumnMapping) => {
    set({ step: "checking", file, mapping, done: 0 });
    const built = buildRows(file.records, mapping, file.lines);
    const source = { ...file, mapping };
    const batches = batchesOf(built.rows, DRY_RUN_BATCH_ROWS);
    const found: RowProblem[][] = [built.problems];
    let created = 0;
    try {
      await runBatches({
        batches,
        keys: batches.map(() => crypto.randomUUID()),
        send: (items, key) => sendImportBatch(libraryId, items, true, key),
        onBatch: (done, answer) => {
          // A dry run adds nothing: the copies that would be added are the rows that passed.
          created += answer.valid;
          set({ step: "checking", file, mapping, done });
        },
      }).then((answers) =>
        answers.forEach((a, i) => found.push(serverProblems(batches[i]!.start, a.errors, source))),
      );
      set({ step: "checked", file, mapping, problems: mergeProblems(...found), created });
      job.current = {
        rows: built.rows,
        mapping,
        sent: [],
        left: [],
        keys: [],
        next: 0,
        created: 0,
      };
    } catch (error) {
      set({
        step: "map",
        file,
        mapping,
        error: why(error instanceof BatchFailure ? error.reason : error),
      });
    }
  };

  /** Imports every row, or (with the dry run's `leaveOut`) only the rows without a problem. */
  const importAll = async (file: ParsedCsv, leaveOut: RowProblem[] = []) => {
    const current = job.current;
    if (!current) return;
    if (current.keys.length === 0) {
      const bad = new Set(leaveOut.map((p) => p.index));
      current.sent = current.rows.flatMap((_, i) => (bad.has(i) ? [] : [i]));
      current.left = leaveOut;
    }
    const rows = current.sent.map((i) => current.rows[i]!);
    const batches = batchesOf(rows, IMPORT_BATCH_ROWS);
    if (current.keys.length === 0) current.keys = batches.map(() => crypto.randomUUID());
    const sending: Sending = { file, total: rows.length, left: current.left };
    const source = { ...file, mapping: current.mapping };
    set({
      step: "importing",
      ...sending,
      done: batches[current.next]?.start ?? 0,
      created: current.created,
    });
    try {
      await runBatches(
        {
          batches,
          keys: current.keys,
          send: async (items, key) => {
            const answer = await sendImportBatch(libraryId, items, false, key);
            const start = batches.find((b) => b.items === items)!.start;
            if (answer.errors.length)
              throw new Refused(serverProblems(start, answer.errors, source, current.sent));
            return answer;
          },
          onBatch: (done, answer) => {
            current.next += 1;
            current.created += answer.created;
            set({ step: "importing", ...sending, done, created: current.created });
          },
        },
        current.next,
      );
    } catch (error) {
      const reason = error instanceof BatchFailure ? error.reason : error;
      set({
        step: "stopped",
        ...sending,
        done: batches[current.next]?.start ?? rows.length,
        created: current.created,
        message: reason instanceof Refused ? "" : why(reason),
        problems: reason instanceof Refused ? reason.problems : [],
      });
      return;
    }
    job.current = null;
    const imported = { step: "imported", ...sending, created: current.created } as const;
    set({ ...imported, onDevice: "pulling" });
    pullImportedCopies(libraryId).then(
      () => set({ ...imported, onDevice: "done" }),
      () => set({ ...imported, onDevice: "failed" }),
    );
  };

  const remap = (mapping: ColumnMapping) =>
    state.step === "map" || state.step === "checked"
      ? set({ step: "map", file: state.file, mapping })
      : undefined;

  return {
    state,
    pickFile,
    check,
    importAll,
    remap,
    reset: () => {
      job.current = null;
      set({ step: "pick" });
    },
  };
}
