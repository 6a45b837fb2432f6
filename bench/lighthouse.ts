// Lighthouse (npm package, mobile preset: simulated slow 4G and 4x CPU slowdown) against /usr/bin/chromium,
// run N times on one page; a signed-in run starts from cleared storage with the session put back first.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, loginAs } from "../tests/e2e/support";
import { storeLanguage } from "../tests/e2e/support/pages";
import { FEED_SNAPSHOT_KEY } from "../src/session/session-keys";
import { THEME_KEY } from "../src/app/theme/choice";

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  cls: number;
  /** Everything the page transferred (images included), bytes. */
  bytes: number;
  /** JS and CSS transferred, bytes. */
  scriptAndStyleBytes: number;
  fcpMs: number;
  tbtMs: number;
  lcpElement?: string;
  /**
   * Lighthouse's measure of the machine's speed at the start of the run (`lhr.environment.benchmarkIndex`): its
   * 4× CPU slowdown assumes a fast desktop, so on a slower or busier machine every task counts longer.
   */
  benchmarkIndex: number;
}

export interface Login {
  username: string;
  password: string;
}

/** Launches /usr/bin/chromium for Lighthouse on a fresh profile; `stop` kills it and removes the profile. */
export async function launchChrome(): Promise<{ port: number; stop: () => void }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "pathagar-lh-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
    logLevel: "silent",
  });
  return {
    port: chrome.port,
    stop: () => {
      chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Clears everything the origin stored (service worker, caches, IndexedDB, HTTP cache), then signs in
 * and/or stores the language choice, so a run with `disableStorageReset` starts from exactly that.
 */
export async function prepareOrigin(
  port: number,
  baseUrl: string,
  {
    login,
    lang,
    theme,
    returning,
  }: { login?: Login; lang?: "en" | "bn"; theme?: "light" | "dark"; returning?: boolean },
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    if (login) await loginAs(page, login.username, login.password, origin);
    if (lang) await storeLanguage(page, origin, lang);
    // The mode chosen on the device (src/app/theme/choice.ts), which the start-up script applies before paint.
    if (theme) {
      if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`);
      await page.evaluate(({ key, mode }) => localStorage.setItem(key, mode), {
        key: THEME_KEY,
        mode: theme,
      });
    }
    if (returning) {
      // A reader who was here before: the feed on the device (its local database and the picture of it
      // that index.html paints), but every file fetched again (no service worker, no HTTP cache).
      await page.goto(`${origin}/`);
      await page.locator("#root .post-card").first().waitFor();
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, FEED_SNAPSHOT_KEY);
      await page.evaluate(async () => {
        for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
      });
      await cdp.send("Network.clearBrowserCache");
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Lighthouse's simulated 2G: 300 ms round trips, 250 kbps down and up, the CPU four times slower. */
export const TWO_G = {
  rttMs: 300,
  throughputKbps: 250,
  cpuSlowdownMultiplier: 4,
  requestLatencyMs: 300,
  downloadThroughputKbps: 250,
  uploadThroughputKbps: 250,
};

export async function runLighthouse(
  url: string,
  runs: number,
  login?: Login,
  returning = false,
  throttling?: typeof TWO_G,
): Promise<LighthouseRun[]> {
  const chrome = await launchChrome();
  const out: LighthouseRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      if (login) await prepareOrigin(chrome.port, url, { login, returning });
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        // The signed-in run cleared storage itself and must keep the session it put back.
        disableStorageReset: Boolean(login),
        ...(throttling && { throttling }),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items =
        (
          lhr.audits["network-requests"]?.details as
            { items?: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? [];
      const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
      out.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        bytes: audit("total-byte-weight"),
        scriptAndStyleBytes: items
          .filter((r) => r.resourceType === "Script" || r.resourceType === "Stylesheet")
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        fcpMs: audit("first-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
      const last = out[out.length - 1]!;
      console.log(
        `  lighthouse ${login ? (returning ? "returning reader" : "signed-in") : "guest"}${throttling ? " on 2G" : ""} run ${i + 1}: score ${last.score}, LCP ${last.lcpMs.toFixed(0)} ms, CLS ${last.cls.toFixed(3)}, TBT ${last.tbtMs.toFixed(0)} ms, ${(last.bytes / 1024).toFixed(0)} KiB, benchmark index ${last.benchmarkIndex.toFixed(0)}`,
      );
    }
  } finally {
    chrome.stop();
  }
  return out;
}
