// The top bar: guest or signed-in navigation, language switch, display and app, cart; collapses into a menu on phones.
import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSession } from "../../session/session";
import { productName } from "../productName";
import { LanguageToggle } from "./LanguageToggle";
import { CartLink } from "./CartLink";
import { UserMenu } from "./UserMenu";
import { DeviceMenu } from "./DeviceMenu";
import "./TopBar.css";

function NavLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="topbar-link"
        activeOptions={{ exact: to === "/" }}
        activeProps={{ "aria-current": "page" }}
      >
        {children}
      </Link>
    </li>
  );
}

export function TopBar({ extra }: { extra?: ReactNode }) {
  const { i18n, t } = useLingui();
  const signedIn = useSession((s) => s.token !== null);
  const [open, setOpen] = useState(false);

  // Escape closes the phone menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // A tap on a link in the phone menu closes it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  };

  return (
    <header className="topbar" data-signed-in={signedIn}>
      <div className="topbar-inner">
        {/* The logo carries the name: on a phone the word is not shown, and the link still needs one. */}
        <Link to="/" className="topbar-brand">
          <img src="/favicon.svg" alt={i18n._(productName)} width="32" height="32" />
          <span aria-hidden="true">{i18n._(productName)}</span>
        </Link>
        <nav
          id="topbar-nav"
          className="topbar-nav"
          data-open={open}
          aria-label={t`Main`}
          onClick={closeOnLink}
        >
          <ul className="topbar-links">
            <NavLink to="/">
              <Trans>Home</Trans>
            </NavLink>
            <NavLink to="/courses">
              <Trans>Training</Trans>
            </NavLink>
            {signedIn ? (
              <>
                <NavLink to="/libraries">
                  <Trans>Libraries</Trans>
                </NavLink>
                <NavLink to="/users">
                  <Trans>Users</Trans>
                </NavLink>
              </>
            ) : (
              <>
                <NavLink to="/about">
                  <Trans>About</Trans>
                </NavLink>
                <NavLink to="/contact-us">
                  <Trans>Contact</Trans>
                </NavLink>
                <NavLink to="/careers">
                  <Trans>Careers</Trans>
                </NavLink>
                <NavLink to="/login">
                  <Trans>Login</Trans>
                </NavLink>
                <li>
                  <Link to="/register" className="topbar-link topbar-signup">
                    <Trans>Sign up</Trans>
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="topbar-tools">
          {extra}
          <LanguageToggle />
          <DeviceMenu />
          <CartLink mine={signedIn} />
          {signedIn && <UserMenu />}
        </div>
        <button
          type="button"
          className="topbar-menu-button"
          aria-expanded={open}
          aria-controls="topbar-nav"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((v) => !v)}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor">
            <path d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"} strokeWidth="2" />
          </svg>
        </button>
      </div>
    </header>
  );
}
