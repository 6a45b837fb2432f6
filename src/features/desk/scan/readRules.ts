// Which camera reads the desk takes: an ISBN barcode only with a correct check digit, and never the same
// code twice in a row while it stays in view or within a few seconds of the last read.
import { isValidIsbn } from "../../../lib/isbn";

/** What the desk reads unless a caller asks otherwise: ISBN barcodes, QR and Code 128 book labels. */
export const DEFAULT_FORMATS = ["ean_13", "qr_code", "code_128"];

/** How long the same code is not read again after it was last seen. */
export const REPEAT_MS = 3000;

/** False for an empty read and for an ISBN barcode (978/979) whose check digit is wrong (a misread). */
export function isGoodRead(code: string, format: string): boolean {
  const value = code.trim();
  if (!value) return false;
  if (format === "ean_13" && /^97[89]/.test(value)) return isValidIsbn(value);
  return true;
}

export interface RepeatGuard {
  /** True when `code` is a new read; every sighting of the last code keeps it blocked for the window. */
  isNew: (code: string) => boolean;
  /** Scanning resumes (after a confirmation): the last code stays blocked for a full window from now. */
  resume: () => void;
}

export function repeatGuard(windowMs = REPEAT_MS, now = () => performance.now()): RepeatGuard {
  let last: { code: string; at: number } | undefined;
  return {
    isNew(code) {
      const at = now();
      const repeat = last !== undefined && last.code === code && at - last.at < windowMs;
      last = { code, at };
      return !repeat;
    },
    resume() {
      if (last) last = { code: last.code, at: now() };
    },
  };
}
