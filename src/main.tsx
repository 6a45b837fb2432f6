// Start-up: fonts and styles, the stored language, sync for the signed-in user, then the app and the service worker.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./i18n/fonts.css";
import "./app/theme.css";
import "./app/base.css";
import { activateInitialLocale } from "./i18n";
import { App } from "./app/App";
import { registerServiceWorker } from "./app/pwa";
import { useSession } from "./app/session";

/** The sync engine (and the local database) is its own chunk: awaited when signed in, else loaded after the first paint. */
const bootSync = () => import("./sync/bootstrap").then((m) => void m.bootSync());

async function start(): Promise<void> {
  const signedIn = useSession.getState().token !== null;
  // The feed's chunk starts loading with the sync engine instead of after the first render.
  if (signedIn && window.location.pathname === "/") void import("./features/feed/FeedScreen");
  await Promise.all([activateInitialLocale(), signedIn ? bootSync() : null]);
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (!signedIn) void bootSync();
  registerServiceWorker();
}

void start();
