// Which field each CSV column holds: the column's header and first values beside a select, guessed first.
import { useLingui } from "@lingui/react/macro";
import { Trans } from "@lingui/react/macro";
import type { ColumnMapping } from "./guessMapping";
import { BOOK_FIELDS, FIELD_LABELS, type BookField } from "./importFields";
import type { ParsedCsv } from "./parseCsv";

interface ColumnMappingTableProps {
  file: ParsedCsv;
  mapping: ColumnMapping;
  onChange: (next: ColumnMapping) => void;
  disabled?: boolean;
}

export function ColumnMappingTable({ file, mapping, onChange, disabled }: ColumnMappingTableProps) {
  const { t, i18n } = useLingui();
  const choose = (column: number, field: BookField | null) =>
    // A field goes to one column: choosing it here frees it elsewhere.
    onChange(mapping.map((f, i) => (i === column ? field : f === field ? null : f)));
  return (
    <div className="csv-table-wrap">
      <table className="csv-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Column in the file</Trans>
            </th>
            <th scope="col">
              <Trans>First values</Trans>
            </th>
            <th scope="col">
              <Trans>Imported as</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {file.headers.map((header, column) => (
            <tr key={column}>
              <th scope="row">{header || "–"}</th>
              <td className="csv-sample">
                {file.records
                  .slice(0, 2)
                  .map((r) => r[column] ?? "")
                  .join(" · ")}
              </td>
              <td>
                <select
                  aria-label={t`Import column “${header}” as`}
                  value={mapping[column] ?? ""}
                  disabled={disabled}
                  onChange={(e) => choose(column, (e.target.value || null) as BookField | null)}
                >
                  <option value="">{t`Do not import`}</option>
                  {BOOK_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {i18n._(FIELD_LABELS[field])}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
