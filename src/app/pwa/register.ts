// Registers the service worker (production builds only) and offers a reload when a new version waits.
import { Workbox } from "workbox-window";
import { SERVICE_WORKER_URL } from "./sw-url";
import { isOnline } from "../../lib/connectivity";
import { useUpdateState } from "./update-store";

let registered: Workbox | null = null;

/** Call once at start-up. Does nothing in development or where service workers are unavailable. */
export function registerServiceWorker(): Workbox | null {
  if (import.meta.env.DEV || registered || !("serviceWorker" in navigator)) return registered;
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: "/" });
  registered = wb;

  const offerUpdate = () => {
    useUpdateState.getState().offer(() => {
      // Reload once the new worker controls the page, so every tab runs one version.
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  };
  wb.addEventListener("waiting", offerUpdate);

  wb.register().catch((error: unknown) => {
    console.warn("Service worker registration failed", error);
  });

  // A long-open tab checks for a new version every hour and when it comes back into view.
  const check = () => {
    if (isOnline()) void wb.update().catch(() => undefined);
  };
  window.setInterval(check, 60 * 60 * 1000);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  return wb;
}
