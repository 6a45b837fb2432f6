// Account forms need the server: say so while offline (what was typed stays in the form).
import { Trans } from "@lingui/react/macro";
import { useOnline } from "../../lib/useOnline";
import { Alert } from "../../ui";

export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert tone="info">
      <Trans>
        You are offline. This form needs the internet; what you type is kept until you can send it.
      </Trans>
    </Alert>
  );
}
