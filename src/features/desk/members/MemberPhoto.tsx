// Changes a member's photo from their card: taken with the camera, uploaded at once (online only).
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberRow } from "../../../db";
import { useOnline } from "../../../lib/useOnline";
import { uploadMemberPhoto } from "../../../sync/deskMember";
import { Alert, Button } from "../../../ui";
import { PhotoCapture } from "./PhotoCapture";

export function MemberPhoto({ member }: { member: MemberRow }) {
  const { t } = useLingui();
  const online = useOnline();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "saved" | "failed">("idle");
  const [picking, setPicking] = useState(false);
  const send = async () => {
    if (!photo) return;
    setState("sending");
    try {
      const url = await uploadMemberPhoto(member.library_id, member.id, photo);
      setState(url ? "saved" : "failed");
      if (url) setPicking(false);
    } catch {
      setState("failed");
    }
  };
  if (!picking)
    return (
      <div className="member-view__photo">
        <Button variant="secondary" onClick={() => setPicking(true)} disabled={!online}>
          {member.photo_url ? <Trans>Change photo</Trans> : <Trans>Add a photo</Trans>}
        </Button>
        {!online && (
          <p className="desk-note">
            <Trans>Adding a photo needs the internet.</Trans>
          </p>
        )}
        {state === "saved" && <Alert tone="success">{t`Photo saved.`}</Alert>}
      </div>
    );
  return (
    <div className="member-view__photo">
      <PhotoCapture onChange={setPhoto} />
      {state === "failed" && (
        <Alert tone="error">
          <Trans>The photo could not be sent. Try again when online.</Trans>
        </Alert>
      )}
      <div className="member-view__actions">
        <Button onClick={() => void send()} disabled={!photo || !online || state === "sending"}>
          <Trans>Save photo</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setPicking(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
