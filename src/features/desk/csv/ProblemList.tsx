// Every bad row the dry run (or the device) found, one line each: the file's line number, the field, the value
// it held and the problem; a list, so that it reads on a 360 px phone.
import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import { cellProblemText } from "./badRowsFile";
import type { RowProblem } from "./importRows";

export function ProblemList({ problems }: { problems: RowProblem[] }) {
  const { t } = useLingui();
  return (
    <ul className="csv-problems" data-testid="import-problems">
      {problems.map((p) => {
        const line = formatNumber(p.line, { useGrouping: false });
        const problem = cellProblemText(p);
        return (
          <li key={`${p.index}:${p.field}`} data-line={p.line}>
            {t`Line ${line}: ${problem}`}
          </li>
        );
      })}
    </ul>
  );
}
