// One or more authors: a text box each, with "Add another author" and a remove button beside each extra one.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../../i18n/format";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/TextField";

interface Props {
  authors: string[];
  error?: string;
  onChange: (authors: string[]) => void;
}

export function AuthorsField({ authors, error, onChange }: Props) {
  const { t } = useLingui();
  const set = (i: number, name: string) => onChange(authors.map((a, j) => (j === i ? name : a)));
  return (
    <fieldset className="copy-authors">
      <legend>
        <Trans>Authors</Trans>
      </legend>
      {authors.map((name, i) => {
        const n = formatNumber(i + 1);
        return (
          <div key={i} className="copy-authors__row">
            <TextField
              label={t`Author ${n}`}
              autoComplete="off"
              value={name}
              error={i === 0 ? error : undefined}
              onChange={(e) => set(i, e.target.value)}
            />
            {authors.length > 1 && (
              <Button
                variant="link"
                aria-label={t`Remove author ${n}`}
                onClick={() => onChange(authors.filter((_, j) => j !== i))}
              >
                <Trans>Remove</Trans>
              </Button>
            )}
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => onChange([...authors, ""])}>
        <Trans>Add another author</Trans>
      </Button>
    </fieldset>
  );
}
