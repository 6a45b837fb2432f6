// Above a sheet on screen (never on paper): how many labels on how many A4 sheets, and "Print".
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import { Button } from "../../../ui";

interface PrintBarProps {
  count: number;
  perSheet: number;
  children?: ReactNode;
}

export function PrintBar({ count, perSheet, children }: PrintBarProps) {
  const labels = formatNumber(count);
  const pages = formatNumber(Math.ceil(count / perSheet));
  return (
    <div className="print-bar">
      <p className="print-bar__count" aria-live="polite">
        {children ?? (
          <Trans>
            {labels} labels on {pages} A4 sheets
          </Trans>
        )}
      </p>
      <Button onClick={() => window.print()} disabled={count === 0}>
        <Trans>Print</Trans>
      </Button>
    </div>
  );
}
