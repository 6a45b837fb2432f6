// Adds the server refused for their fields (422): named by their codes, each with "Fix" to load it back into
// the form (the server's messages under the fields) and "Discard". Nothing typed is lost.
import { Trans } from "@lingui/react/macro";
import type { OutboxRow } from "../../../db";
import { discardMutation, useOutbox } from "../../../sync";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { codesFrom, rangeText } from "./codeRange";

/** The library's queued adds refused for their fields, oldest first. */
export function useRefusedAdds(libraryId: number): OutboxRow[] {
  return useOutbox().filter(
    (r) =>
      r.kind === "copy.create" &&
      r.state === "failed" &&
      r.error?.status === 422 &&
      r.payload.libraryId === libraryId,
  );
}

export const codesOfRow = (row: OutboxRow) =>
  codesFrom(String(row.payload.book_code), (row.payload.tempIds as string[]).length);

export function RefusedAdds({
  rows,
  onFix,
}: {
  rows: OutboxRow[];
  onFix: (row: OutboxRow) => void;
}) {
  if (!rows.length) return null;
  return (
    <Alert tone="error" title={<Trans>Not added: the server found mistakes</Trans>}>
      <ul className="copy-refused">
        {rows.map((row) => {
          const codes = rangeText(codesOfRow(row));
          const title = String(row.payload.title);
          return (
            <li key={row.id} data-testid="refused-add">
              <span>
                <Trans>
                  {title} ({codes})
                </Trans>
              </span>{" "}
              <Button variant="secondary" onClick={() => onFix(row)}>
                <Trans>Fix</Trans>
              </Button>{" "}
              <Button variant="link" onClick={() => void discardMutation(row.id)}>
                <Trans>Discard</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
