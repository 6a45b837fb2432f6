// The installable app in a real browser: no installability errors, the offline banner, the update
// prompt for a new service worker, and pages that open with the network and the server both gone.
import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  copyOfDist,
  launchBrowser,
  loginAs,
  record,
  startServer,
  waitForDeskOffline,
  waitForServiceWorker,
  waitForSignedInOffline,
  type Resource,
  type BrowserSession,
  type LaunchOptions,
  type RunningServer,
} from "./support";
import { heading, htmlLang } from "./support/pages";

let server: RunningServer;
let staticCopy: ReturnType<typeof copyOfDist>;

beforeAll(async () => {
  // A private copy of the build: the update test changes its sw.js.
  staticCopy = copyOfDist();
  server = await startServer({ staticDir: staticCopy.dir });
});

afterAll(async () => {
  await server?.stop();
  staticCopy?.remove();
});

async function withBrowser(
  run: (b: BrowserSession) => Promise<void>,
  options: LaunchOptions = {},
): Promise<void> {
  const b = await launchBrowser(options);
  try {
    await run(b);
  } finally {
    await b.dispose();
  }
}

describe("installable app", () => {
  it("serves a manifest with the fields an installed app needs", async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: "Pathagar · পাঠাগার",
      short_name: "Pathagar",
      start_url: "/",
      display: "standalone",
      theme_color: "#0f766e",
    });
    const sizes = manifest.icons.map(
      (i) => `${i.sizes}${i.purpose === "maskable" ? " maskable" : ""}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const png = await fetch(`${server.url}${icon.src}`);
      expect(png.status).toBe(200);
      expect(
        Buffer.from(await png.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    }
  });

  it("lets browsers keep hashed files for good, but always revalidate the shell, the worker and API answers", async () => {
    const cacheControl = async (p: string) =>
      (await fetch(`${server.url}${p}`)).headers.get("cache-control") ?? "";
    expect(await cacheControl("/sw.js")).toMatch(/no-cache|no-store|max-age=0/);
    expect(await cacheControl("/index.html")).toMatch(/no-cache|no-store|max-age=0/);
    expect(await cacheControl("/about")).toMatch(/no-cache|no-store|max-age=0/);
    const asset = readdirSync(path.join(staticCopy.dir, "assets")).find((f) => f.endsWith(".js"));
    expect(await cacheControl(`/assets/${asset}`)).toMatch(/immutable|max-age=\d{6,}/);
    expect(await cacheControl("/api/auth/me")).toMatch(/no-store/);
  });

  it("Chromium reports no installability errors", async () => {
    // A profile on disk, as a reader's: a fresh context is off the record, which Chromium never installs.
    await withBrowser(
      async ({ context, page }) => {
        await page.goto(`${server.url}/`);
        await heading(page);
        await waitForServiceWorker(page);
        const cdp = await context.newCDPSession(page);
        const manifest = (await cdp.send("Page.getAppManifest")) as {
          url: string;
          errors: Array<{ message: string }>;
        };
        expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
        expect(manifest.errors).toEqual([]);
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors).toEqual([]);
      },
      { persistent: true },
    );
  });

  it("precaches a guest's code, not a reader's, the desk's nor the fonts; signing in keeps a reader's, a volunteer's first desk open the desk's, which open offline", async () => {
    /** The built file of a module, from the build's manifest. */
    const builtManifest = JSON.parse(
      readFileSync(path.join(staticCopy.dir, ".vite/manifest.json"), "utf8"),
    ) as Record<string, { file: string }>;
    const fileOf = (pattern: RegExp) => {
      const key = Object.keys(builtManifest).find((k) => pattern.test(k));
      if (!key) throw new Error(`no built file for ${String(pattern)}`);
      return `/${builtManifest[key]!.file}`;
    };
    const lendScreen = fileOf(
      /routes\/_auth\/libraries\/\$id\/desk\/lend\.tsx\?tsr-split=component/,
    );
    const feedScreen = fileOf(/features\/feed\/FeedScreen\.tsx$/);
    const coursesScreen = fileOf(/routes\/courses\/index\.tsx\?tsr-split=component/);
    const librariesScreen = fileOf(
      /routes\/_auth\/libraries\/my-libraries\.tsx\?tsr-split=component/,
    );
    const cached = (page: BrowserSession["page"], prefix: string) =>
      page.evaluate(async (prefix) => {
        const name = (await caches.keys()).find((k) => k.startsWith(prefix));
        if (!name) return [];
        return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
      }, prefix);
    const assets = readdirSync(path.join(staticCopy.dir, "assets"))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `/assets/${f}`);

    await withBrowser(async ({ context, page }) => {
      const shellFetches: string[] = [];
      context.on("request", (request) => {
        if (new URL(request.url()).pathname === "/index.html") shellFetches.push(request.url());
      });
      await page.goto(`${server.url}/`);
      await waitForServiceWorker(page);
      const precached = new Set(await cached(page, "workbox-precache"));
      // The shell is the page the browser already held, revalidated, not index.html downloaded again.
      expect(shellFetches).toEqual([]);
      for (const file of ["/index.html", "/manifest.webmanifest", "/favicon.svg", coursesScreen])
        expect(precached, file).toContain(file);
      // The system fetches the app's icons when it installs it; no page shows them.
      expect([...precached].filter((p) => p.endsWith(".png"))).toEqual([]);
      expect(precached).not.toContain(lendScreen);
      expect(precached).not.toContain(feedScreen);
      expect([...precached].filter((p) => p.endsWith(".woff2"))).toEqual([]);
      expect(await cached(page, "pathagar-staff-")).toEqual([]);
      expect(await cached(page, "pathagar-signed-in-")).toEqual([]);

      // Rahim staffs Alokito: his first desk open, online, keeps the desk's code.
      const { token } = await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
      const alokito = record(
        (
          (await (
            await fetch(`${server.url}/api/searches/alokito`, {
              headers: { authorization: `Bearer ${token}`, accept: "application/json" },
            })
          ).json()) as { data: Resource<{ id: number }> }
        ).data,
      );
      // His first start signed in keeps a reader's screens: the feed, and a page he has not opened yet.
      await page.goto(`${server.url}/`);
      await waitForSignedInOffline(page);
      const reader = new Set(await cached(page, "pathagar-signed-in-"));
      expect(reader).toContain(feedScreen);
      expect(reader).toContain(librariesScreen);
      expect(reader).not.toContain(lendScreen);

      await page.goto(`${server.url}/libraries/${alokito.id}/desk`);
      await page.getByRole("heading", { name: "Library desk" }).waitFor();
      await waitForDeskOffline(page);
      // The desk home says so once the worker has answered.
      await page
        .getByTestId("desk-offline-use")
        .filter({ hasText: "Ready offline: every desk screen works on this phone" })
        .waitFor();
      const kept = new Set(await cached(page, "pathagar-staff-"));
      expect(kept).toContain(lendScreen);
      const built = (p: string) => existsSync(path.join(staticCopy.dir, p));
      expect([...kept].filter((p) => p.startsWith("/assets/") && !built(p))).toEqual([]);
      // Every script and stylesheet of the build is kept now, precached, with a reader's or with the desk, but
      // the barcode reader's, kept with its WebAssembly at the first scan (desk-day.e2e.ts), the Bangla texts,
      // kept once Bangla is chosen (below), and the app's main stylesheet, which index.html carries inline.
      expect(assets.filter((a) => !precached.has(a) && !kept.has(a) && !reader.has(a))).toEqual([
        expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
        expect.stringMatching(/^\/assets\/messages-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/relative-time-bn-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/wasmDetector-[\w-]+\.js$/),
      ]);

      await context.setOffline(true);
      await page.goto(`${server.url}/libraries/${alokito.id}/desk/lend`);
      await page.getByRole("heading", { name: "Lend a book" }).waitFor();
      await page.goto(`${server.url}/libraries/my-libraries`);
      await page.getByRole("heading", { name: "My Libraries" }).waitFor();
      await context.setOffline(false);
    });
  });

  it("keeps the Bangla texts once Bangla is chosen; offline before that, the switch says so and stays in English", async () => {
    const builtManifest = JSON.parse(
      readFileSync(path.join(staticCopy.dir, ".vite/manifest.json"), "utf8"),
    ) as Record<string, { file: string }>;
    const catalogue = `/${builtManifest["locales/bn/messages.po"]!.file}`;
    const keptFiles = (page: BrowserSession["page"]) =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const files = await Promise.all(
          names.map(async (name) =>
            (await (await caches.open(name)).keys()).map(
              (r) => `${name.replace(/-[\w]+$/, "")} ${new URL(r.url).pathname}`,
            ),
          ),
        );
        return files.flat();
      });

    await withBrowser(async ({ context, page }) => {
      await page.goto(`${server.url}/about`);
      await heading(page);
      await waitForServiceWorker(page);
      // A guest reading English: the catalogue is in no cache.
      expect((await keptFiles(page)).filter((f) => f.endsWith(catalogue))).toEqual([]);
      const toggle = page.getByTestId("language-toggle").first();

      await context.setOffline(true);
      await toggle.click();
      await page
        .getByText(
          "Bangla is not saved on this phone yet. Connect to the internet once to switch to it.",
        )
        .waitFor();
      expect(await htmlLang(page)).toBe("en");
      expect(await toggle.innerText()).toBe("বাংলা");

      await context.setOffline(false);
      await toggle.click();
      await expect.poll(() => htmlLang(page)).toBe("bn");
      await expect
        .poll(async () => (await keptFiles(page)).filter((f) => f.endsWith(catalogue)))
        .toEqual([`pathagar-bangla ${catalogue}`]);

      // Offline from now on: Bangla after a reload, and back and forth.
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => htmlLang(page)).toBe("bn");
      await expect.poll(() => toggle.innerText()).toBe("English");
      await toggle.click();
      await expect.poll(() => htmlLang(page)).toBe("en");
      await toggle.click();
      await expect.poll(() => htmlLang(page)).toBe("bn");
      await context.setOffline(false);
    });
  });

  it("shows the offline banner while the network is gone and hides it when it returns", async () => {
    await withBrowser(async ({ context, page }) => {
      await page.goto(`${server.url}/about`);
      await heading(page);
      const banner = page.getByTestId("offline-banner");
      expect(await banner.count()).toBe(0);
      await context.setOffline(true);
      await banner.waitFor({ state: "visible" });
      expect(await banner.innerText()).toMatch(/offline/i);
      await context.setOffline(false);
      await banner.waitFor({ state: "detached" });
    });
  });

  it("offers to reload when a new version is waiting, and the reload activates it", async () => {
    await withBrowser(async ({ page }) => {
      // A page the app runs on (a guest's landing starts it at the first touch).
      await page.goto(`${server.url}/about`);
      await heading(page);
      await waitForServiceWorker(page);
      const prompt = page.getByTestId("update-prompt");
      expect(await prompt.count()).toBe(0);

      // Publish a new service worker (any byte change is a new version).
      const swFile = path.join(staticCopy.dir, "sw.js");
      const before = readFileSync(swFile, "utf8");
      appendFileSync(swFile, `\n// build ${Date.now()}\n`);
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        await reg?.update();
      });

      await prompt.waitFor({ state: "visible" });
      expect(await prompt.innerText()).toMatch(/new version is ready/i);
      const reloaded = page.waitForEvent("load");
      await prompt.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await heading(page);
      const state = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return {
          waiting: reg?.waiting !== null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
      expect(await prompt.count()).toBe(0);
      expect(before.length).toBeGreaterThan(0);
    });
  });

  it("a Background Sync for the outbox asks the open page to replay it", async () => {
    await withBrowser(async ({ context, page }) => {
      await page.goto(`${server.url}/about`);
      await heading(page);
      await waitForServiceWorker(page);
      await page.evaluate(() => {
        const w = window as unknown as { __swMessages: unknown[] };
        w.__swMessages = [];
        navigator.serviceWorker.addEventListener("message", (e) => w.__swMessages.push(e.data));
      });

      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send("ServiceWorker.enable");
      const dispatch = (tag: string) =>
        registrationId.then((id) =>
          cdp.send("ServiceWorker.dispatchSyncEvent", {
            origin: server.url,
            registrationId: id,
            tag,
            lastChance: false,
          }),
        );

      await dispatch("something-else");
      await dispatch("outbox");
      // The worker handles the two events in the order sent: a message for the first would come before the
      // outbox's.
      await page.waitForFunction(
        () => (window as unknown as { __swMessages: unknown[] }).__swMessages.length > 0,
      );
      const messages = await page.evaluate(
        () => (window as unknown as { __swMessages: unknown[] }).__swMessages,
      );
      expect(messages).toEqual([{ type: "replay-outbox" }]);
    });
  });

  it("never caches API answers: offline, an API call fails instead of returning stored data", async () => {
    await withBrowser(async ({ context, page }) => {
      await page.goto(`${server.url}/about`);
      await heading(page);
      await waitForServiceWorker(page);
      const online = await page.evaluate(async () => (await fetch("/api/health")).status);
      expect(online).toBeLessThan(500);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const req of await (await caches.open(name)).keys())
            urls.push(new URL(req.url).pathname);
        }
        return urls;
      });
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((p) => p.startsWith("/api") || p.startsWith("/oauth"))).toEqual([]);

      // Server files are not swapped for the app shell by the navigation route.
      await page.goto(`${server.url}/robots.txt`);
      expect(await page.evaluate(() => document.body.innerText)).toMatch(/User-agent/);
      await page.goBack();

      await context.setOffline(true);
      const offline = await page.evaluate(() =>
        fetch("/api/health").then(
          (r) => `answered ${r.status}`,
          () => "failed",
        ),
      );
      expect(offline).toBe("failed");
      // A navigation to an API path is not answered with the app either.
      const nav = await page.goto(`${server.url}/api/health`).catch(() => null);
      expect(nav).toBeNull();
    });
  });

  // Last: this test stops the server.
  it("after one online visit, pages open with the network off and the server stopped", async () => {
    await withBrowser(async ({ context, page }) => {
      await page.goto(`${server.url}/`);
      const home = await heading(page);
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await server.stop();

      await page.reload();
      await expect.poll(() => heading(page)).toBe(home);

      // Never visited before: served from the precache.
      await page.goto(`${server.url}/about`);
      await expect.poll(() => heading(page)).toBe("About us");
      await page.goto(`${server.url}/pricing`);
      await expect.poll(() => heading(page)).toBe("Pricing");

      // The server really is gone.
      await expect(fetch(`${server.url}/robots.txt`)).rejects.toThrow();
    });
  });
});
