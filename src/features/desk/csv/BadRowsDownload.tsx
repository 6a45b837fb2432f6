// The rows left out of an import, offered as a CSV file to fix (the file's columns plus a "problem" column).
import { Plural } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import { Button } from "../../../ui";
import { badIndexes, badRowsCsv, badRowsFileName } from "./badRowsFile";
import { downloadCsv } from "./csvText";
import type { RowProblem } from "./importRows";
import type { ParsedCsv } from "./parseCsv";

export function BadRowsDownload({ file, problems }: { file: ParsedCsv; problems: RowProblem[] }) {
  const bad = badIndexes(problems).length;
  const rows = formatNumber(bad);
  return (
    <Button
      variant="secondary"
      onClick={() => downloadCsv(badRowsFileName(file.name), badRowsCsv(file, problems))}
    >
      <Plural
        value={bad}
        one={`Download the ${rows} row to fix`}
        other={`Download the ${rows} rows to fix`}
      />
    </Button>
  );
}
