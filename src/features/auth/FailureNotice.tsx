// The message of a failed account call above the submit button (a translated text or the server's own).
import { useLingui } from "@lingui/react";
import { Alert } from "../../ui";
import type { Notice } from "./failures";

/** The text of a notice in the active language (server text is shown as it came, as plain text). */
export function useNoticeText(): (notice: Notice) => string {
  const { i18n } = useLingui();
  return (notice) => (typeof notice === "string" ? notice : i18n._(notice));
}

export function FailureNotice({ notice, onDismiss }: { notice?: Notice; onDismiss?: () => void }) {
  const text = useNoticeText();
  if (!notice) return null;
  return (
    <Alert tone="error" onDismiss={onDismiss}>
      {text(notice)}
    </Alert>
  );
}
