// The left badge and menu column for signed-in users: News Feed, My Libraries and, for staff, the library
// desk; or a library's sections under its title.
import { Suspense } from "react";
import { useParams } from "@tanstack/react-router";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSession } from "../../session/session";
import type { LeftMenuKind } from "../routeMeta";
import { initials } from "../../lib/initials";
import { displayName } from "./displayName";
import { preloadable } from "../../lib/preloadable";
import { DeskShortcut } from "./DeskShortcut";
import "./LeftColumn.css";

// The library's title comes from the device's copy of it, read by code the library pages load anyway.
const LibraryBadgeName = preloadable(() =>
  import("../../features/libraries/LibraryBadgeName").then((m) => m.LibraryBadgeName),
);

function MainMenu() {
  const { t } = useLingui();
  const user = useSession((s) => s.user);
  const name = displayName(user) || t`My account`;
  return (
    <>
      <Link to="/users/me" className="left-badge">
        <span className="avatar-initials" aria-hidden="true">
          {initials(name)}
        </span>
        <span>{name}</span>
      </Link>
      <ul className="left-menu">
        <li>
          <Link to="/" activeOptions={{ exact: true }} activeProps={{ "aria-current": "page" }}>
            <Trans>News Feed</Trans>
          </Link>
        </li>
        <li>
          <Link to="/libraries/my-libraries" activeProps={{ "aria-current": "page" }}>
            <Trans>My Libraries</Trans>
          </Link>
        </li>
        <DeskShortcut />
      </ul>
    </>
  );
}

function LibraryMenu({ id }: { id: string }) {
  return (
    <>
      <Link to="/libraries/$id" params={{ id }} className="left-badge">
        <span className="avatar-initials" aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <path d="M4 19V5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2" strokeWidth="2" />
          </svg>
        </span>
        <span>
          <Suspense fallback={<Trans>Library</Trans>}>
            <LibraryBadgeName id={Number(id)} />
          </Suspense>
        </span>
      </Link>
      <ul className="left-menu">
        <li>
          <Link to="/libraries/$id" params={{ id }} search={{ tab: "books" }}>
            <Trans>Books</Trans>
          </Link>
        </li>
        <li>
          <Link to="/libraries/$id" params={{ id }} search={{ tab: "members" }}>
            <Trans>Members</Trans>
          </Link>
        </li>
        <li>
          <Link to="/libraries/$id/about" params={{ id }} activeProps={{ "aria-current": "page" }}>
            <Trans>About</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}

export function LeftColumn({ kind }: { kind: LeftMenuKind }) {
  const { t } = useLingui();
  const params = useParams({ strict: false }) as { id?: string };
  const libraryId = kind === "library" ? params.id : undefined;
  return (
    <aside className="left-column" aria-label={libraryId ? t`Library menu` : t`Your menu`}>
      <nav>{libraryId ? <LibraryMenu id={libraryId} /> : <MainMenu />}</nav>
    </aside>
  );
}
