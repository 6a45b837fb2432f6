// The book box of lending and returning: a code typed or scanned, or a title or author (Bangla or Latin
// letters) whose copies are offered under it, the ones free to lend (or on loan, to take back) first.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { BookRow } from "../../../db";
import { useLibraryCopies } from "../../../sync/deskLists";
import { CodeField } from "./CodeField";
import { copyChoices, type CopyWant } from "./copyChoices";

interface CopyFieldProps {
  libraryId: number;
  want: CopyWant;
  value: string;
  error?: string | null;
  scanTitle: string;
  scanAtOnce?: boolean;
  onChange: (code: string) => void;
  /** A copy picked from the list or scanned: its code. */
  onPicked?: (code: string) => void;
}

function CopyState({ copy }: { copy: BookRow }) {
  if (copy.status === "available") return <Trans>On the shelf</Trans>;
  if (copy.status === "on_loan") return <Trans>On loan</Trans>;
  return <Trans>Withdrawn</Trans>;
}

export function CopyField({
  libraryId,
  want,
  onPicked,
  onChange,
  value,
  ...field
}: CopyFieldProps) {
  const { t } = useLingui();
  const copies = useLibraryCopies(libraryId);
  const choices = useMemo(() => copyChoices(copies ?? [], value, want), [copies, value, want]);
  const pick = (code: string) => {
    onChange(code);
    onPicked?.(code);
  };
  return (
    <div className="desk-picker">
      <CodeField
        {...field}
        label={t`Book code`}
        hint={t`Or type the title or author to find the book`}
        value={value}
        autoCapitalize="off"
        scanLabel={t`Scan the book's label`}
        onChange={onChange}
        onScanned={onPicked}
      />
      {choices.length > 0 && (
        <ul className="desk-choices" aria-label={t`Matching copies`}>
          {choices.map((copy) => (
            <li key={copy.id}>
              <button type="button" onClick={() => pick(copy.code)}>
                <span className="desk-choice-title">{copy.title}</span> <code>{copy.code}</code>
                <span className="desk-choice-note">
                  {copy.authors.join(", ")}
                  {copy.authors.length > 0 && " · "}
                  <CopyState copy={copy} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
