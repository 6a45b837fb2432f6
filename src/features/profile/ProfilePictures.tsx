// My cover and photo with camera buttons that open the upload modals; initials when there is no photo.
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useSession } from "../../session/session";
import { Avatar } from "../../ui";
import { authorName } from "../posts/Author";
import { ImageUploadModal, type PictureKind } from "./ImageUploadModal";

/** Profile photo size (SPEC §9: 96 plus 12 px of frame). */
export const PHOTO_SIZE = 96;

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
      />
    </svg>
  );
}

export function ProfilePictures() {
  const { t } = useLingui();
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState<PictureKind | null>(null);
  if (!user) return null;
  const name = authorName(user);
  return (
    <div className="profile-pictures">
      <div className="profile-cover" data-testid="profile-cover">
        {user.cover_photo_url && <img src={user.cover_photo_url} alt={t`Cover photo`} />}
        <button
          type="button"
          className="profile-camera profile-camera--cover"
          aria-label={t`Change cover photo`}
          onClick={() => setOpen("cover")}
        >
          <CameraIcon />
        </button>
      </div>
      <div className="profile-photo">
        <Avatar name={name} src={user.photo_url} size={PHOTO_SIZE} />
        <button
          type="button"
          className="profile-camera profile-camera--photo"
          aria-label={t`Change profile photo`}
          onClick={() => setOpen("photo")}
        >
          <CameraIcon />
        </button>
      </div>
      <p className="profile-name">{name}</p>
      <ImageUploadModal kind="photo" open={open === "photo"} onClose={() => setOpen(null)} />
      <ImageUploadModal kind="cover" open={open === "cover"} onClose={() => setOpen(null)} />
    </div>
  );
}
