// Beside the Books search: scan a book's ISBN barcode or its code label with the camera to search for it.
// The scanner's code loads only when the button is pressed; without a camera API there is no button.
import { useLingui } from "@lingui/react/macro";
import { ScanCodeButton } from "../../desk/scan/ScanCodeButton";

export function ScanSearchButton({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  return (
    <ScanCodeButton
      label={t`Scan a barcode to search`}
      title={t`Scan a book`}
      onCode={(code) => onCode(code)}
    />
  );
}
