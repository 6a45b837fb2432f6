// "Remove my data from this device": warns about unsent writes, then signs out and wipes the device's copy.
import { useEffect, useState } from "react";
import { Plural, Trans } from "@lingui/react/macro";
import { Alert, ConfirmDialog } from "../../ui";
import { removeDeviceData, unsentWriteCount } from "../../sync/deviceData";

export function RemoveDeviceDataDialog({ onClose }: { onClose: () => void }) {
  const [unsent, setUnsent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void unsentWriteCount().then((n) => live && setUnsent(n));
    return () => {
      live = false;
    };
  }, []);
  const confirm = async () => {
    setBusy(true);
    await removeDeviceData();
    // A fresh start: nothing of the reader stays in this page's memory either.
    window.location.assign("/");
  };
  return (
    <ConfirmDialog
      open
      danger
      busy={busy}
      confirmDisabled={unsent === null}
      title={<Trans>Remove my data from this device?</Trans>}
      confirmLabel={<Trans>Remove and sign out</Trans>}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        <Trans>
          You will be signed out, and the posts, libraries, books and pictures this app keeps on
          this device for offline use will be removed. Your account and everything on the server
          stay; sign in again to get them back.
        </Trans>
      </p>
      {unsent !== null && unsent > 0 && (
        <Alert tone="error">
          <Plural
            value={unsent}
            one="# change made on this device has not been sent yet. It will be lost."
            other="# changes made on this device have not been sent yet. They will be lost."
          />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
