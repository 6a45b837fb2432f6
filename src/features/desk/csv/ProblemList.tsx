// Every bad row the dry run (or the device) found: the spreadsheet's row number, the field, the problem.
import { Trans } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import type { RowProblem } from "./importRows";
import { fieldLabel } from "./serverProblems";

export function ProblemList({ problems }: { problems: RowProblem[] }) {
  return (
    <div className="csv-table-wrap">
      <table className="csv-table" data-testid="import-problems">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Row</Trans>
            </th>
            <th scope="col">
              <Trans>Field</Trans>
            </th>
            <th scope="col">
              <Trans>Problem</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p) => (
            <tr key={`${p.line}:${p.field}`} data-row={p.line}>
              <td>{formatNumber(p.line, { useGrouping: false })}</td>
              <td>{fieldLabel(p.field)}</td>
              <td>{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
