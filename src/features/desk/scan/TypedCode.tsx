// Typing instead of scanning: a code or an ISBN (its check digit checked), sent like a scanned one.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isValidIsbn, normaliseIsbn } from "../../../lib/isbn";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/TextField";

/** Digits with hyphens or spaces (and an ISBN-10's X) that come to 10 or 13 characters: meant as an ISBN. */
function looksLikeIsbn(text: string): boolean {
  return /^[0-9][0-9\s-]*[0-9Xx]$/.test(text) && [10, 13].includes(normaliseIsbn(text).length);
}

export function TypedCode({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError(t`Type a book code or an ISBN.`);
    if (looksLikeIsbn(value) && !isValidIsbn(value))
      return setError(t`This ISBN's last digit does not match: check the number.`);
    setError(undefined);
    setText("");
    onCode(looksLikeIsbn(value) ? normaliseIsbn(value) : value);
  };

  return (
    <form className="scan-typed" onSubmit={submit} noValidate>
      <TextField
        label={t`Or type the code`}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={64}
      />
      <Button type="submit" variant="secondary">
        <Trans>Use this code</Trans>
      </Button>
    </form>
  );
}
