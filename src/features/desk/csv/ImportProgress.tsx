// The import's progress bar: rows sent of all rows, in the reader's digits.
import { Plural } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";

export function ImportProgress({
  done,
  total,
  label,
}: {
  done: number;
  total: number;
  label: string;
}) {
  const sent = formatNumber(done);
  const all = formatNumber(total);
  const percent = formatNumber(total ? done / total : 0, { style: "percent" });
  return (
    <div className="csv-progress">
      <progress aria-label={label} value={done} max={total} />
      <p aria-live="polite">
        <Plural
          value={total}
          one={`${sent} of ${all} row (${percent})`}
          other={`${sent} of ${all} rows (${percent})`}
        />
      </p>
    </div>
  );
}
