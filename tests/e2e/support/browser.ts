// Opens browser sessions in headless Chromium (/usr/bin/chromium, never a downloaded browser): a fresh
// context of one browser per test file, or a browser of its own on a profile folder kept on disk.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM } from "./paths";

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export interface LaunchOptions {
  /**
   * A browser of its own on a profile folder on disk, kept after `close` so that a later session can reopen it
   * with `profileDir`. By default a session is a fresh context of the file's one browser, its storage in memory.
   */
  persistent?: boolean;
  /** Reopen a kept profile folder (see `persistent`): the same storage, service worker and caches. */
  profileDir?: string;
  /** Phone-sized viewport by default (the app is mobile-first). */
  viewport?: { width: number; height: number };
  locale?: string;
  /**
   * "block" keeps service workers out (the page is never controlled, and page.route sees every request); by
   * default "allow", or "block" in a file that called `withoutServiceWorkers`.
   */
  serviceWorkers?: "allow" | "block";
  /**
   * Chromium flags beyond CHROMIUM_ARGS, for one test's needs (e.g. a fake camera fed from a file): the session
   * gets a browser of its own, on a profile folder.
   */
  extraArgs?: string[];
  /** The system's light or dark setting the pages see (prefers-color-scheme); light by default. */
  colorScheme?: "light" | "dark";
}

/** What a session does with service workers when its options do not say (see `withoutServiceWorkers`). */
let serviceWorkersByDefault: "allow" | "block" = "allow";

/**
 * For a test file whose pages never go offline: its sessions keep service workers out unless a launch asks for
 * one, so the pages talk to the server directly (the offline and PWA tests prove the worker). Every request of a
 * controlled page passes through the worker, and a fresh context installs it first: shell, public pages and
 * robustness took 124 s instead of 138 s (two runs each, side by side). report-failures.ts resets it per file.
 */
export function withoutServiceWorkers(): void {
  serviceWorkersByDefault = "block";
}

/** Service workers allowed again by default (before each file: a worker keeps this module between files). */
export function resetServiceWorkers(): void {
  serviceWorkersByDefault = "allow";
}

/** How long a wait on the page's state may take: nearly all of a test's 120 s (vitest.e2e.config.ts). */
export const STATE_WAIT_MS = 110_000;

export interface BrowserSession {
  context: BrowserContext;
  /** The first tab. */
  page: Page;
  /** The profile folder of a `persistent` session. */
  profileDir: string | undefined;
  /** Closes the session (and its own browser, if it has one); keeps a profile folder (see `dispose`). */
  close: () => Promise<void>;
  /** Closes the session and deletes its profile folder, if it has one. */
  dispose: () => Promise<void>;
}

/** The browsers still open, for the report of a failed test. */
const openContexts = new Set<BrowserContext>();

/** Each open browser's start, and the last errors and warnings its pages wrote. */
const contextLogs = new WeakMap<BrowserContext, { opened: number; lines: string[] }>();
const LOG_LINES = 20;

function keepLog(context: BrowserContext): void {
  const log = { opened: Date.now(), lines: [] as string[] };
  contextLogs.set(context, log);
  const add = (line: string) => {
    log.lines.push(`${((Date.now() - log.opened) / 1000).toFixed(1)} s ${line.slice(0, 300)}`);
    if (log.lines.length > LOG_LINES) log.lines.shift();
  };
  context.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      add(`console.${message.type()}: ${message.text()}`);
  });
  context.on("weberror", (error) => add(`uncaught: ${String(error.error())}`));
}

/**
 * What each open page shows: its address, its heading and the start of its text (read with a short limit of
 * its own, so a hung page does not hold the report), and how long ago its browser opened with the last errors
 * and warnings written there.
 */
export async function openPagesReport(): Promise<string> {
  const lines: string[] = [];
  for (const context of openContexts) {
    const log = contextLogs.get(context);
    if (log) {
      lines.push(`  a browser opened ${((Date.now() - log.opened) / 1000).toFixed(1)} s ago`);
      for (const line of log.lines) lines.push(`    ${line}`);
    }
    for (const page of context.pages()) {
      const text = await page
        .evaluate(() => document.body?.innerText ?? "")
        .then(
          // A long run of one character (a 10,000-letter test post) is told by its length, not printed.
          (t) =>
            t
              .replace(/\s+/g, " ")
              .replace(/(.)\1{19,}/gu, (run, c: string) => `${c}…(×${run.length})`)
              .slice(0, 1_200),
          (e: unknown) => `(unreadable: ${String(e)})`,
        );
      lines.push(`  ${page.url()}\n    ${text}`);
    }
  }
  return lines.length ? `Open pages:\n${lines.join("\n")}` : "No page was open.";
}

/**
 * The browser each test file's fresh sessions are contexts of: started at the first one, closed after the file
 * (closeSharedBrowser, from report-failures.ts, the set-up file of every e2e file). A context is as empty as a new profile, and costs a small part of a launch.
 */
let shared: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    shared = launching;
    void launching.then(
      (browser) => browser.on("disconnected", () => shared === launching && (shared = undefined)),
      () => shared === launching && (shared = undefined),
    );
  }
  return shared;
}

export async function closeSharedBrowser(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
  shared = undefined;
  await browser?.close().catch(() => undefined);
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM} — run: apt-get install -y chromium`);
  }
  const settings = {
    viewport: options.viewport ?? { width: 412, height: 860 },
    locale: options.locale ?? "en-GB",
    serviceWorkers: options.serviceWorkers ?? serviceWorkersByDefault,
    colorScheme: options.colorScheme ?? "light",
  } as const;
  const onDisk = options.persistent || options.profileDir !== undefined || options.extraArgs;
  const profileDir = onDisk
    ? (options.profileDir ?? mkdtempSync(path.join(tmpdir(), "pathagar-e2e-profile-")))
    : undefined;
  const context = profileDir
    ? await chromium.launchPersistentContext(profileDir, {
        executablePath: CHROMIUM,
        headless: true,
        args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
        ...settings,
      })
    : await (await sharedBrowser()).newContext(settings);
  // Actions and waits on the page wait for their state as long as a test allows (Playwright's 30 s is a clock
  // that a busy machine runs out of while nothing is wrong); the test's own limit still ends a wait that never comes.
  context.setDefaultTimeout(STATE_WAIT_MS);
  offlineOnceSignedInFilesKept(context);
  keepLog(context);
  const page = context.pages()[0] ?? (await context.newPage());
  openContexts.add(context);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    openContexts.delete(context);
    await context.close().catch(() => undefined);
  };
  return {
    context,
    page,
    profileDir,
    close,
    dispose: async () => {
      await close();
      if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Waits until an activated service worker controls the page (its precache is then complete). */
export async function waitForServiceWorker(page: Page, timeoutMs = STATE_WAIT_MS): Promise<void> {
  // A synchronous check: a promise returned by the predicate would count as truthy at once.
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === "activated",
    undefined,
    {
      timeout: timeoutMs,
      polling: 100,
    },
  );
}

/**
 * Whether the service worker has kept every file of a role (src/worker/roleFiles.ts): `staff`, asked for when a
 * person with a desk opens a desk screen online; `signed-in`, asked for when the app starts signed in; `bangla`,
 * asked for when Bangla is loaded. With
 * `onlyIfAsked`, also true where nothing would ask: no session, no app on the page, no worker controlling it.
 */
type Role = "staff" | "signed-in" | "bangla";

function roleFilesKept(page: Page, role: Role, onlyIfAsked = false) {
  return page
    .evaluate(
      async ([role, onlyIfAsked]) => {
        if (onlyIfAsked) {
          const signedIn = localStorage.getItem("token") !== null;
          if (!signedIn || !document.getElementById("root")?.hasChildNodes()) return true;
          if (!navigator.serviceWorker?.controller) return true;
        }
        for (const name of await caches.keys())
          if (name.startsWith(`pathagar-${role}-`)) {
            const cache = await caches.open(name);
            if (await cache.match(`/__${role}-files__/complete`)) return true;
          }
        return false;
      },
      [role, onlyIfAsked] as const,
    )
    .catch(() => onlyIfAsked);
}

async function waitForRoleFiles(
  page: Page,
  role: Role,
  onlyIfAsked: boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await roleFilesKept(page, role, onlyIfAsked))) {
    if (Date.now() > deadline) throw new Error(`the ${role} files were not kept`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the service worker has kept the desk's code; after it, the desk opens offline. */
export function waitForDeskOffline(page: Page, timeoutMs = STATE_WAIT_MS): Promise<void> {
  return waitForRoleFiles(page, "staff", false, timeoutMs);
}

/** Waits until the service worker has kept a signed-in person's screens; after it, they open offline. */
export function waitForSignedInOffline(page: Page, timeoutMs = STATE_WAIT_MS): Promise<void> {
  return waitForRoleFiles(page, "signed-in", false, timeoutMs);
}

/** Waits until the service worker has kept the Bangla texts; after it, Bangla opens offline. */
export function waitForBanglaOffline(page: Page, timeoutMs = STATE_WAIT_MS): Promise<void> {
  return waitForRoleFiles(page, "bangla", false, timeoutMs);
}

/**
 * Going offline, each signed-in page of the app first waits until the service worker has kept a signed-in
 * person's screens, as a phone online for a moment after signing in has them: an offline step then tests the
 * app offline, not a race with that download.
 */
function offlineOnceSignedInFilesKept(context: BrowserContext): void {
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    if (offline)
      for (const page of context.pages())
        await waitForRoleFiles(page, "signed-in", true, STATE_WAIT_MS);
    await setOffline(offline);
  };
}
