// Resolves a taken book or member code: the person types (or accepts) another one and it is sent again.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { OutboxRow } from "../../db";
import { amendMutation } from "../../sync";
import { useSuggestedCode } from "../../sync/conflictHooks";

export function ChooseCode({ row, field }: { row: OutboxRow; field: "book_code" | "member_code" }) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const suggested = useSuggestedCode(row, field);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? suggested;
  const refused = String(row.payload[field] ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = value.trim();
    if (!code) return setProblem(t`Type a code.`);
    if (!/^[\x21-\x7e]{1,32}$/.test(code)) {
      return setProblem(t`A code is up to 32 letters, digits and signs, with no spaces.`);
    }
    if (code === refused) return setProblem(t`This is the code that was refused: choose another.`);
    setProblem(null);
    void amendMutation(row.id, { [field]: code });
  }

  return (
    <form className="sync-panel__resolve" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>
        <Trans>Choose another code</Trans>
      </label>
      <div className="sync-panel__resolve-row">
        <input
          id={inputId}
          value={value}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          lang="en"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit">
          <Trans>Send with this code</Trans>
        </button>
      </div>
      {problem && (
        <p id={errorId} className="sync-panel__field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
