// The signed-in user's menu: profile, the library desk (for staff), my courses, blocked people, removing
// data, deleting the account and logout.
import { useId, useRef, useState, useCallback } from "react";
import { useDismiss } from "./useDismiss";
import { useNavigate } from "@tanstack/react-router";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSession } from "../../session/session";
// Aliased: the message below names its placeholder `initials`.
import { initials as initialsOf } from "../../lib/initials";
import { displayName } from "./displayName";
import { onDemand } from "../../lib/onDemand";

// The dialogs load when first opened: the start-up bundle carries only the menu's two lines.
const RemoveDeviceDataDialog = onDemand(() =>
  import("../../features/account/RemoveDeviceDataDialog").then((m) => m.RemoveDeviceDataDialog),
);
// The desk's entry needs the device's desks: read once the menu is first opened.
const DeskMenuItem = onDemand(() =>
  import("../../features/desk/DeskMenuItem").then((m) => m.DeskMenuItem),
);
const DeleteAccountDialog = onDemand(() =>
  import("../../features/account/DeleteAccountDialog").then((m) => m.DeleteAccountDialog),
);

export function UserMenu() {
  const { t } = useLingui();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<"remove" | "delete" | null>(null);
  /** Closes the menu and opens one of its dialogs. */
  const openDialog = (which: "remove" | "delete") => () => {
    setOpen(false);
    setDialog(which);
  };
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const name = displayName(user) || t`My account`;
  const initials = initialsOf(name);

  useDismiss(open, close, root);

  const logout = () => {
    setOpen(false);
    // Both tokens are forgotten in the click itself: nothing is sent as this reader after it (their queued
    // writes wait on the device for their next sign-in). The server is asked to revoke the token by a module
    // loaded on use (the API client stays out of the start-up bundle).
    const token = useSession.getState().token;
    useSession.getState().signOut();
    if (token) void import("../../features/auth/signIn").then((m) => m.revokeToken(token));
    void navigate({ to: "/" });
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        // What the button shows (the initials, and the name on a wide screen) begins its name, so a reader who
        // says what they see (speech input) reaches it.
        aria-label={t`${initials} ${name}, account menu`}
        data-testid="user-menu-button"
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar-initials" aria-hidden="true">
          {initials}
        </span>
        <span className="user-menu-name">{name}</span>
      </button>
      <ul id={menuId} className="user-menu-list" hidden={!open}>
        <li>
          <Link to="/users/me" onClick={() => setOpen(false)}>
            <Trans>Profile</Trans>
          </Link>
        </li>
        {open && <DeskMenuItem onChosen={close} />}
        <li>
          <Link to="/my-loans" onClick={() => setOpen(false)}>
            <Trans>My loans</Trans>
          </Link>
        </li>
        <li>
          <Link to="/my-courses" onClick={() => setOpen(false)}>
            <Trans>My courses</Trans>
          </Link>
        </li>
        <li>
          <Link to="/users/me/blocked" onClick={() => setOpen(false)}>
            <Trans>Blocked people</Trans>
          </Link>
        </li>
        <li>
          <button type="button" onClick={openDialog("remove")}>
            <Trans>Remove my data from this device</Trans>
          </button>
        </li>
        <li>
          <button type="button" onClick={openDialog("delete")}>
            <Trans>Delete my account</Trans>
          </button>
        </li>
        <li>
          <button type="button" onClick={logout}>
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
      {dialog === "remove" && <RemoveDeviceDataDialog onClose={() => setDialog(null)} />}
      {dialog === "delete" && <DeleteAccountDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
