// Which field each CSV column holds: per column its header and first values stacked over a select, guessed
// first; one column under another, so that it fits a 360 px phone.
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
    <fieldset className="csv-map" data-testid="column-mapping">
      <legend className="csv-map__legend">
        <Trans>Columns of the file</Trans>
      </legend>
      <ul className="csv-map__list">
        {file.headers.map((header, column) => {
          const sample = file.records
            .slice(0, 2)
            .map((r) => (r[column] ?? "").trim())
            .filter(Boolean)
            .join(" · ");
          return (
            <li key={column} className="csv-map__item">
              <span className="csv-map__header">{header || "–"}</span>
              {sample && <span className="csv-map__sample">{sample}</span>}
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
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
