// A desk code box (a book's code, a member's code) with a Scan button: a label's QR or barcode read by the
// camera fills the box, and `onScanned` can act on it at once (find the loan, pick the member).
import type { ReactNode } from "react";
import { TextField } from "../../../ui/TextField";
import { ScanCodeButton } from "../scan/ScanCodeButton";
import "./circulation.css";

interface CodeFieldProps {
  label: string;
  hint?: ReactNode;
  value: string;
  error?: string | null;
  /** The Scan button's accessible name and the dialog's title. */
  scanLabel: string;
  scanTitle: string;
  /** "characters" for a code box (the default); "off" where names are typed too. */
  autoCapitalize?: "characters" | "off";
  /** Opens the scanner as the screen opens (a shortcut or link that asked for it). */
  scanAtOnce?: boolean;
  onChange: (code: string) => void;
  onScanned?: (code: string) => void;
}

export function CodeField({
  label,
  hint,
  value,
  error,
  scanLabel,
  scanTitle,
  scanAtOnce,
  autoCapitalize = "characters",
  onChange,
  onScanned,
}: CodeFieldProps) {
  return (
    <div className="desk-code">
      <TextField
        label={label}
        hint={hint}
        value={value}
        error={error}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        onChange={(e) => onChange(e.target.value)}
      />
      <ScanCodeButton
        label={scanLabel}
        title={scanTitle}
        startOpen={scanAtOnce}
        onCode={(code) => {
          onChange(code);
          onScanned?.(code);
        }}
      />
    </div>
  );
}
