// The page frame around every screen: skip link, top bar, optional left column, main content, footer.
import { useEffect, useRef, type ReactNode } from "react";
import { Outlet, useMatches, useRouterState } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useSession } from "../../session/session";
import { TopBar } from "./TopBar";
import { Footer } from "./Footer";
import { LeftColumn } from "./LeftColumn";
import { DocumentTitle } from "./DocumentTitle";
import "./AppShell.css";

export function AppShell({
  banners,
  topBarExtra,
}: {
  banners?: ReactNode;
  topBarExtra?: ReactNode;
}) {
  const signedIn = useSession((s) => s.token !== null);
  const matches = useMatches();
  const leftMenu = [...matches].reverse().find((m) => m.staticData?.leftMenu)?.staticData.leftMenu;
  const showLeft = signedIn && leftMenu !== undefined;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a navigation, move focus to the new content so keyboard and screen reader users start there.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <DocumentTitle />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {banners}
      <TopBar extra={signedIn ? topBarExtra : undefined} />
      <div className="shell-body" data-left={showLeft}>
        {showLeft && <LeftColumn kind={leftMenu} />}
        <main id="main" ref={main} tabIndex={-1} className="shell-main">
          <Outlet />
        </main>
      </div>
      <Footer />
    </>
  );
}
