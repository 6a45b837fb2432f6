// Changes a member's photo from their card: taken with the camera and queued, so it works offline too.
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberRow } from "../../../db";
import { memberName } from "../../../lib/libraryText";
import { queueMemberPhoto } from "../../../sync/actions/desk";
import { Alert, Button } from "../../../ui";
import { saveErrorMessage } from "../../sync/saveError";
import { PhotoCapture } from "./PhotoCapture";

export function MemberPhoto({ member }: { member: MemberRow }) {
  const { t, i18n } = useLingui();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const save = async () => {
    if (!photo) return;
    setFailure(null);
    try {
      await queueMemberPhoto(member.library_id, member.id, memberName(member), photo);
      setSaved(true);
      setPicking(false);
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };
  if (!picking)
    return (
      <div className="member-view__photo">
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setPhoto(null);
            setPicking(true);
          }}
        >
          {member.photo_url || member.localPhoto ? (
            <Trans>Change photo</Trans>
          ) : (
            <Trans>Add a photo</Trans>
          )}
        </Button>
        {saved && <Alert tone="success">{t`Photo saved.`}</Alert>}
      </div>
    );
  return (
    <div className="member-view__photo">
      <PhotoCapture onChange={setPhoto} onPreparing={setPreparing} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="member-view__actions">
        <Button onClick={() => void save()} disabled={!photo || preparing}>
          <Trans>Save photo</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setPicking(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
