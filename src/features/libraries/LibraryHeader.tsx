// The top of a library page: cover (312 px) and logo with upload buttons for library_edit holders, name,
// address, the follower count (opens the list), the follow / membership menu and the QR code.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import { useState } from "react";
import type { LibraryRow } from "../../db";
import { follow, keys, unfollow, useFollowState } from "../../sync";
import { Avatar } from "../../ui/Avatar";
import { ViewablePicture } from "../../ui/ViewablePicture";
import { Menu, type MenuItem } from "../../ui/Menu";
import { ShareButton } from "../../ui/ShareButton";
import { PendingBadge } from "../sync";
import { FollowersModal } from "./FollowersModal";
import type { MembershipView } from "./hooks";
import { type LibraryPicture } from "../../sync/libraries";
import { libraryAddress } from "../../lib/libraryText";
import { MemberRequestModal } from "./MemberRequestModal";
import { PictureUploadModal } from "./PictureUploadModal";

interface LibraryHeaderProps {
  library: LibraryRow;
  membership: MembershipView;
}

export const qrCodeUrl = (libraryId: number) =>
  `/qr-codes/library_qr_codes/lib_qr_${libraryId}.svg`;

export function LibraryHeader({ library, membership }: LibraryHeaderProps) {
  const { t } = useLingui();
  const target = { type: "library" as const, id: library.id };
  const following = useFollowState(target)?.following ?? false;
  const [dialog, setDialog] = useState<"followers" | "request" | LibraryPicture | null>(null);
  const address = libraryAddress(library);
  const name = library.title;

  const items: MenuItem[] = [
    following
      ? { key: "unfollow", label: t`Unfollow`, onSelect: () => void unfollow(target) }
      : { key: "follow", label: t`Follow`, onSelect: () => void follow(target) },
  ];
  if (membership.state === "none" || membership.state === "declined")
    items.push({
      key: "request",
      label: t`Request to be member`,
      onSelect: () => setDialog("request"),
    });
  if (membership.state === "requested")
    items.push({
      key: "requested",
      label: t`Member request sent`,
      onSelect: () => undefined,
      disabled: true,
    });

  return (
    <header className="library-header">
      <div className="library-cover">
        {library.cover_photo_url ? (
          <img src={library.cover_photo_url} alt="" className="library-cover__image" />
        ) : (
          <div className="library-cover__blank" aria-hidden="true" />
        )}
        {membership.canEdit && (
          <button
            type="button"
            className="library-cover__upload"
            onClick={() => setDialog("cover")}
          >
            <Trans>Upload cover photo</Trans>
          </button>
        )}
      </div>
      <div className="library-identity">
        <div className="library-logo">
          {library.logo_url ? (
            <ViewablePicture
              frameClassName="viewable-picture--round"
              className="ui-avatar"
              src={library.logo_url}
              label={t`Logo of ${name}`}
              width={96}
              height={96}
            />
          ) : (
            <Avatar name={library.title} src={null} size={96} decorative />
          )}
          {membership.canEdit && (
            <button
              type="button"
              className="library-logo__upload"
              aria-label={t`Upload logo`}
              onClick={() => setDialog("logo")}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
                <path
                  d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
            </button>
          )}
        </div>
        <div className="library-identity__text">
          <h1 id="library-name" className="library-name">
            {library.title}
          </h1>
          {address && <p className="library-address">{address}</p>}
          <div className="library-status">
            <button
              type="button"
              className="library-followers"
              onClick={() => setDialog("followers")}
            >
              <Plural value={library.total_followers} one="# follower" other="# followers" />
            </button>
            {following && (
              <span className="library-chip">
                <Trans>Following</Trans>
              </span>
            )}
            <PendingBadge entityKey={keys.follow("library", library.id)} />
            <PendingBadge entityKey={keys.memberRequest(library.id)} />
            {membership.state === "member" && (
              <>
                <span className="library-chip library-chip--member">
                  <Trans>Member</Trans>
                </span>
                <Link to="/my-loans" className="library-chip" data-testid="my-loans-link">
                  <Trans>My loans</Trans>
                </Link>
              </>
            )}
            {membership.state === "requested" && (
              <span className="library-chip">
                <Trans>Member request sent</Trans>
              </span>
            )}
            {membership.state === "declined" && (
              <span className="library-chip" data-testid="request-declined">
                <Trans>Member request declined</Trans>
              </span>
            )}
          </div>
        </div>
        {membership.state === "declined" && membership.reason && (
          <p className="library-note" data-testid="decline-reason">
            <Trans>The library's reason:</Trans> <q>{membership.reason}</q>
          </p>
        )}
        <div className="library-actions">
          <Menu items={items} label={t`Follow and membership`} />
          <ShareButton
            data={() => ({
              title: name,
              text: address || undefined,
              url: `/libraries/${library.id}`,
            })}
          />
          {membership.canEdit && (
            <Link
              to="/libraries/$id/edit"
              params={{ id: String(library.id) }}
              className="button-secondary"
            >
              <Trans>Edit library</Trans>
            </Link>
          )}
        </div>
        <img
          className="library-qr"
          src={qrCodeUrl(library.id)}
          alt={t`QR code of ${name}`}
          width={96}
          height={96}
          loading="lazy"
        />
      </div>
      <FollowersModal
        library={library}
        open={dialog === "followers"}
        onClose={() => setDialog(null)}
      />
      <MemberRequestModal
        library={library}
        open={dialog === "request"}
        onClose={() => setDialog(null)}
      />
      {(dialog === "logo" || dialog === "cover") && (
        <PictureUploadModal libraryId={library.id} kind={dialog} onClose={() => setDialog(null)} />
      )}
    </header>
  );
}
