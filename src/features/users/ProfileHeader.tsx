// A profile's top: cover, photo (or initials), name, follow counts, and the owner's or a visitor's actions.
import { useState } from "react";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserRow } from "../../db";
import { storeUserPicture } from "../../sync/people";
import { formatNumber } from "../../i18n";
import { follow, keys, unfollow, useFollowState } from "../../sync";
import { Avatar, Button, Menu, toast } from "../../ui";
import { ImageUploadModal, type PictureKind } from "../profile/ImageUploadModal";
import { PendingBadge } from "../sync";
import { BlockDialog } from "../posts/BlockDialog";
import { ReportDialog } from "../posts/ReportDialog";
import { FollowListModal } from "./FollowListModal";
import { fullName, type FollowListKind } from "./people";

/** SPEC §9: profile photo 96 px plus a 12 px frame. */
const PHOTO_SIZE = 96;

function CameraButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      className={`profile-camera ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
        />
      </svg>
    </button>
  );
}

function FollowButton({ userId }: { userId: number }) {
  const { t } = useLingui();
  const state = useFollowState({ type: "user", id: userId });
  const following = state?.following ?? false;
  const toggle = async () => {
    try {
      if (following) await unfollow({ type: "user", id: userId });
      else await follow({ type: "user", id: userId });
    } catch {
      toast(t`That did not work. Please try again.`, "error");
    }
  };
  return (
    <>
      <Button
        variant={following ? "secondary" : "primary"}
        aria-pressed={following}
        onClick={() => void toggle()}
      >
        {following ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
      </Button>
      <PendingBadge entityKey={keys.follow("user", userId)} />
    </>
  );
}

export function ProfileHeader({ user, own }: { user: UserRow; own: boolean }) {
  const { t } = useLingui();
  const [list, setList] = useState<FollowListKind | null>(null);
  const [picture, setPicture] = useState<PictureKind | null>(null);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const name = fullName(user);
  const followers = user.total_followers ?? 0;
  const followings = user.total_followings ?? 0;
  const nFollowers = formatNumber(followers);
  const nFollowings = formatNumber(followings);

  const uploaded = (kind: PictureKind) => (url: string) => {
    const change = kind === "photo" ? { photo_url: url } : { cover_photo_url: url };
    void storeUserPicture(user.id, change);
  };

  return (
    <header className="profile-header">
      <div className="profile-cover" data-testid="profile-cover">
        {user.cover_photo_url && <img src={user.cover_photo_url} alt={t`Cover photo`} />}
        {own && (
          <CameraButton
            className="profile-camera--cover"
            label={t`Change cover photo`}
            onClick={() => setPicture("cover")}
          />
        )}
      </div>
      <div className="profile-identity">
        <div className="profile-photo">
          <Avatar name={name} src={user.photo_url} size={PHOTO_SIZE} />
          {own && (
            <CameraButton
              className="profile-camera--photo"
              label={t`Change profile photo`}
              onClick={() => setPicture("photo")}
            />
          )}
        </div>
        <div className="profile-names">
          <h1 className="screen-title">{name}</h1>
          {user.nickname && <p className="profile-nickname">({user.nickname})</p>}
          <div className="profile-counts">
            <Button variant="link" onClick={() => setList("followings")}>
              <Trans>Following ({nFollowings})</Trans>
            </Button>
            <Button variant="link" onClick={() => setList("followers")}>
              <Trans>Followers ({nFollowers})</Trans>
            </Button>
          </div>
        </div>
        <div className="profile-actions">
          {own ? (
            <Link to="/users/edit-me" className="button-secondary">
              <Trans>Edit My Profile</Trans>
            </Link>
          ) : (
            <>
              <FollowButton userId={user.id} />
              <Menu
                label={t`More actions for ${name}`}
                items={[
                  { key: "report", label: t`Report this user`, onSelect: () => setReporting(true) },
                  {
                    key: "block",
                    label: t`Block this user`,
                    danger: true,
                    onSelect: () => setBlocking(true),
                  },
                ]}
              />
            </>
          )}
        </div>
      </div>
      <FollowListModal
        userId={user.id}
        list={list}
        count={list === "followers" ? followers : followings}
        onClose={() => setList(null)}
      />
      {own ? (
        <>
          <ImageUploadModal
            kind="photo"
            open={picture === "photo"}
            onClose={() => setPicture(null)}
            onUploaded={uploaded("photo")}
          />
          <ImageUploadModal
            kind="cover"
            open={picture === "cover"}
            onClose={() => setPicture(null)}
            onUploaded={uploaded("cover")}
          />
        </>
      ) : (
        <>
          {reporting && (
            <ReportDialog type="User" id={user.id} onClose={() => setReporting(false)} />
          )}
          {blocking && (
            <BlockDialog
              user={user}
              name={name}
              title={<Trans>Block this user?</Trans>}
              onClose={() => setBlocking(false)}
            />
          )}
        </>
      )}
    </header>
  );
}
