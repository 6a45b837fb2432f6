// Corrects the browser's online word in a page: hears the API client's reports and the browser's events, and
// while requests fail probes the server with a growing pause (never in a hidden page) until it answers.
import { connectivity, isOnline, reporter, takeUnheard } from "./connectivity";

/** What the probe asks: the server's health check, never cached, never touched by the service worker. */
export const PROBE_URL = "/api/health";
/** Probe pauses while unreachable: 5 s, doubling to at most 2 minutes (a phone on a dead Wi-Fi is not woken often). */
export const PROBE_FIRST_MS = 5_000;
export const PROBE_MAX_MS = 120_000;
const PROBE_TIMEOUT_MS = 10_000;

const browserOnline = () => navigator.onLine !== false;

let timer: ReturnType<typeof setTimeout> | undefined;
let delay = PROBE_FIRST_MS;
let probing = false;

function stopProbing(): void {
  clearTimeout(timer);
  timer = undefined;
}

const setUnreachable = (unreachable: boolean) => {
  if (connectivity.getState().unreachable !== unreachable) connectivity.setState({ unreachable });
};

/** Plans the next probe, further off each time, unless one is planned or the page is hidden. */
function scheduleProbe(): void {
  if (timer !== undefined || !connectivity.getState().unreachable) return;
  if (document.visibilityState === "hidden") return;
  const wait = delay;
  delay = Math.min(delay * 2, PROBE_MAX_MS);
  timer = setTimeout(() => {
    timer = undefined;
    void probe();
  }, wait);
}

function answered(): void {
  stopProbing();
  delay = PROBE_FIRST_MS;
  setUnreachable(false);
}

function failed(): void {
  if (!browserOnline()) return;
  setUnreachable(true);
  scheduleProbe();
}

/** Asks the server once whether it can be reached; the answer (or its absence) updates the state. */
export async function probe(): Promise<boolean> {
  if (probing || !browserOnline()) return isOnline();
  probing = true;
  try {
    const response = await fetch(PROBE_URL, {
      cache: "no-store",
      credentials: "omit",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    void response.body?.cancel().catch(() => undefined);
    answered();
    return true;
  } catch {
    failed();
    return false;
  } finally {
    probing = false;
  }
}

function onBrowserOnline(): void {
  // The browser's word is believed until a request fails, and checked once at once.
  answered();
  void probe();
}

function onBrowserOffline(): void {
  stopProbing();
  delay = PROBE_FIRST_MS;
  setUnreachable(false);
}

function onVisible(): void {
  if (document.visibilityState !== "visible" || !connectivity.getState().unreachable) return;
  stopProbing();
  void probe();
}

let watching = false;

/** Starts correcting the browser's word in this page (once); returns a function that stops it. */
export function watchConnectivity(): () => void {
  if (watching) return () => undefined;
  watching = true;
  reporter.answer = answered;
  reporter.failure = failed;
  window.addEventListener("online", onBrowserOnline);
  window.addEventListener("offline", onBrowserOffline);
  document.addEventListener("visibilitychange", onVisible);
  // A request of the start (the feed's first page) may have failed before this module loaded.
  const before = takeUnheard();
  if (before === "failure") failed();
  else if (before === "answer") answered();
  return () => {
    watching = false;
    delete reporter.answer;
    delete reporter.failure;
    stopProbing();
    delay = PROBE_FIRST_MS;
    setUnreachable(false);
    window.removeEventListener("online", onBrowserOnline);
    window.removeEventListener("offline", onBrowserOffline);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
