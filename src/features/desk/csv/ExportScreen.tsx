// /libraries/{id}/desk/export: the device's books, members and loans as CSV files, offline too.
import { useState, type ReactNode } from "react";
import { Plural, Trans } from "@lingui/react/macro";
import type { LibraryRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { libraryCopies, libraryLoans, libraryMembers } from "../../../sync/deskLists";
import { Button } from "../../../ui";
import { StaffScreen, type DeskPower } from "../StaffScreen";
import { csvFileName, downloadCsv, toCsv, type ExportKind } from "./csvText";
import { booksTable, loansTable, membersTable, type Table } from "./exportTables";
import "./csv.css";

const TABLES: Record<ExportKind, { power: DeskPower; read: (id: number) => Promise<Table> }> = {
  books: { power: "books_manage", read: async (id) => booksTable(await libraryCopies(id)) },
  members: { power: "members_manage", read: async (id) => membersTable(await libraryMembers(id)) },
  loans: { power: "circulation", read: async (id) => loansTable(await libraryLoans(id)) },
};

export function ExportScreen({ libraryId }: { libraryId: number }) {
  return (
    <StaffScreen
      libraryId={libraryId}
      power={["books_manage", "members_manage", "circulation"]}
      title={<Trans>Export to CSV</Trans>}
    >
      {(library, can) => <Exports library={library} can={can} />}
    </StaffScreen>
  );
}

function Exports({ library, can }: { library: LibraryRow; can: (p: DeskPower) => boolean }) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [done, setDone] = useState<{ kind: ExportKind; rows: number; file: string } | null>(null);
  const save = async (kind: ExportKind) => {
    setBusy(kind);
    try {
      const table = await TABLES[kind].read(library.id);
      const file = csvFileName(library.name, kind);
      downloadCsv(file, toCsv(table.headers, table.rows));
      setDone({ kind, rows: table.rows.length, file });
    } finally {
      setBusy(null);
    }
  };
  const labels: Record<ExportKind, ReactNode> = {
    books: <Trans>Books</Trans>,
    members: <Trans>Members</Trans>,
    loans: <Trans>Loans</Trans>,
  };
  const rows = done ? formatNumber(done.rows) : "";
  const file = done?.file;
  return (
    <div className="csv-export">
      <p>
        <Trans>
          The files hold what this device has saved of the library, so they can be made offline.
          Excel and other spreadsheets open them with Bangla intact.
        </Trans>
      </p>
      <div className="csv-export__buttons">
        {(Object.keys(TABLES) as ExportKind[])
          .filter((kind) => can(TABLES[kind].power))
          .map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              busy={busy === kind}
              onClick={() => void save(kind)}
            >
              {labels[kind]}
            </Button>
          ))}
      </div>
      {done && (
        <p role="status" className="csv-export__done">
          <Plural
            value={done.rows}
            one={`Saved ${file} with ${rows} row.`}
            other={`Saved ${file} with ${rows} rows.`}
          />
        </p>
      )}
    </div>
  );
}
