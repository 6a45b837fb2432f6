// The ISBN box of the add form: typed (hyphens ignored) or scanned with the camera; a known ISBN fills the form.
import type { Ref } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../../ui/TextField";
import { ScanCodeButton } from "../scan/ScanCodeButton";
import type { IsbnNote } from "./useIsbnLookup";

interface Props {
  value: string;
  error?: string;
  note: IsbnNote;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (isbn: string) => void;
}

export function IsbnField({ value, error, note, inputRef, onChange }: Props) {
  const { t } = useLingui();
  return (
    <div className="copy-form__isbn">
      <div className="copy-form__pair">
        <TextField
          ref={inputRef}
          label={t`ISBN`}
          inputMode="numeric"
          autoComplete="off"
          hint={t`10 or 13 digits; hyphens are fine.`}
          value={value}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
        <ScanCodeButton
          label={t`Scan the ISBN barcode`}
          title={t`Scan the ISBN`}
          formats={["ean_13"]}
          onCode={(code) => onChange(code)}
        />
      </div>
      {/* The field's error replaces the lookup's note: one message about the ISBN at a time. */}
      {!error && note && note !== "looking" && (
        <p className="desk-note" role="status" data-testid="isbn-note">
          {note === "device" && (
            <Trans>Found on this device: title, authors and cover filled in.</Trans>
          )}
          {note === "server" && (
            <Trans>Found in Pathagar’s catalogue: title, authors and cover filled in.</Trans>
          )}
          {note === "unknown" && (
            <Trans>Pathagar does not know this ISBN yet: type the details.</Trans>
          )}
          {note === "offline" && (
            <Trans>Not on this device. Type the details, or look it up again when online.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
