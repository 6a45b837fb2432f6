// Start-up: fonts and styles, the stored language, sync for the signed-in user, then the app, the service worker
// and the home page's session cookie.
import { StrictMode, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createBrowserHistory } from "@tanstack/react-router";
import "./i18n/fonts.css";
import "./app/theme.css";
import "./app/base.css";
import { activateInitialLocale } from "./i18n";
import { App } from "./app/App";
import { createAppRouter } from "./app/router";
import { preloadLinksOnIntent } from "./app/link-intent";
import { useSession } from "./session/session";
import { FeedScreen, LandingScreen } from "./app/screens";
import { feedPictureShown, limitSnapshotOverlay } from "./app/feed-snapshot";
import { startSyncEngine, startSyncEngineAtSignIn, startSyncEngineWithFeed } from "./app/sync-boot";
import { listenForInstallOffer } from "./app/pwa/install-prompt";
import { applyTheme, onThemeChosenElsewhere } from "./app/theme/choice";
import { nextTask } from "./lib/next-task";

// The browser may offer to install the app before the first render.
listenForInstallOffer();

async function start(): Promise<void> {
  // Under a picture of the feed nobody waits for this module's first task, so the loads start in the next one:
  // on a phone's CPU the evaluation of this module's imports and the start of the loads made one long task.
  if (feedPictureShown()) await nextTask();
  const signedIn = useSession.getState().token !== null;
  // The home screen's chunk loads with the sync engine and the language instead of after the first
  // render, and the first render shows it without a Suspense fallback (which React would hold back).
  const home = window.location.pathname === "/" ? (signedIn ? FeedScreen : LandingScreen) : null;
  const loads = Promise.all([
    activateInitialLocale(),
    // The sync engine and the local database: awaited when signed in; a guest's start needs neither.
    signedIn ? (home === FeedScreen ? startSyncEngineWithFeed() : startSyncEngine()) : null,
    home?.preload().catch(() => undefined),
  ]);
  // The router is made in tasks of its own while they load (the browser's history, then the route tree): on a
  // phone's CPU, with the evaluation of this module's imports and the start of the loads, it made one task of
  // over 150 ms.
  await nextTask();
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter(history);
  await loads;
  // index.html's boot script may start this module before the parser has reached <div id="root">.
  if (document.readyState === "loading") {
    await new Promise((resolve) =>
      document.addEventListener("DOMContentLoaded", resolve, { once: true }),
    );
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  // The build-time HTML of the guest home goes as a whole, in the same task as the first render, so
  // the app never starts on top of markup it did not render; a tap or focus on it carries over (the
  // module is preloaded with the landing's chunks, where index.html marked the page data-home; the app
  // starts without it if it cannot load).
  const resumeLanding = document.documentElement.hasAttribute("data-home")
    ? await import("./app/landing-handover").then(
        (handover) => handover.takeOverLanding(root),
        () => () => undefined,
      )
    : () => undefined;
  root.replaceChildren();
  const app = createRoot(root);
  const tree = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Under a picture of the feed nobody sees the root until the app takes the picture away, so the first render
  // is a transition: React renders it in slices between which the browser stays responsive, instead of one
  // long task. Anywhere else it is rendered in this task (React would otherwise commit in a later one): no
  // frame shows the empty root, and what takes over below finds the app's elements in place.
  if (feedPictureShown()) {
    // The router settles first (the route's code, its guards and loaders), so the first render shows the page
    // as it will stay: a change of the router's state after it would render the whole app again at once.
    await router.load().catch(() => undefined);
    startTransition(() => app.render(tree));
  } else flushSync(() => app.render(tree));
  resumeLanding();
  limitSnapshotOverlay();
  preloadLinksOnIntent(router);
  // A mode chosen in another tab reaches this one.
  onThemeChosenElsewhere(applyTheme);
  if (!signedIn) startSyncEngineAtSignIn();
  // Requests start correcting the browser's online word (its probing is not needed for the first paint).
  void import("./lib/connectivity-watch").then((m) => m.watchConnectivity());
  // The service worker's helper (workbox-window) is not needed for the first paint.
  void import("./app/pwa/register").then((pwa) => pwa.registerServiceWorker());
  // The cookie that tells the server who reads the home page follows the session, after the first render
  // (its module too: it catches up with a sign-out made before it loaded).
  setTimeout(() => void import("./app/home-session").then((m) => m.startHomeSession()), 0);
}

void start();
