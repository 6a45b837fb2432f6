// The app shell in a real browser: every public page in English and Bangla, the login guard, and
// the language choice surviving a reload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  startServer,
  type BrowserSession,
  type RunningServer,
  withoutServiceWorkers,
} from "./support";
import { BENGALI, heading, htmlLang, storeLanguage } from "./support/pages";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

/** Public routes (SPEC §2) and the English heading each one shows. */
const PUBLIC_PAGES: Array<[path: string, heading: string]> = [
  ["/about", "About us"],
  ["/help", "Help and tutorials"],
  ["/awards", "Awards"],
  ["/products", "Products"],
  ["/research", "Research"],
  ["/achievements", "Achievements"],
  ["/pricing", "Pricing"],
  ["/privacy-policy", "Privacy policy"],
  ["/contact-us", "Contact us"],
  ["/advertisers", "Upcoming advertisers"],
  ["/careers", "Careers"],
  ["/developers/api-overview", "API overview"],
  ["/courses", "Training courses"],
  ["/login", "Login"],
  ["/register", "Create new account"],
  ["/login-with-otc-to-reset-password", "Forgot password"],
];

/** Login-only routes an anonymous visitor tries. */
const LOGIN_ONLY = [
  "/libraries",
  "/users",
  "/users/me",
  "/users/edit-me",
  "/my-courses",
  "/libraries/my-libraries",
  "/libraries/create",
  "/libraries/7",
  "/courses/learn-react",
  "/alokito",
];

let server: RunningServer;
let browser: BrowserSession;

/** Uncaught errors thrown in the page during this file's visits. */
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  browser.page.on("pageerror", (error) =>
    pageErrors.push(`${browser.page.url()}: ${error.message}`),
  );
});

afterAll(async () => {
  await browser?.dispose();
  await server?.stop();
});

describe("public pages", () => {
  it("the landing page renders for a visitor in both languages, with the product name in the title", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    expect((await heading(page)).length).toBeGreaterThan(0);
    expect(await page.title()).toMatch(/Pathagar/);

    await storeLanguage(page, server.url, "bn");
    await page.goto(`${server.url}/`);
    expect(await heading(page)).toMatch(BENGALI);
    expect(await page.title()).toMatch(/পাঠাগার/);
    await storeLanguage(page, server.url, "en");
  });

  it.each(PUBLIC_PAGES)("%s shows its heading in English", async (path, expected) => {
    const { page } = browser;
    await storeLanguage(page, server.url, "en");
    await page.goto(`${server.url}${path}`);
    await expect.poll(() => heading(page)).toBe(expected);
    expect(await htmlLang(page)).toBe("en");
    expect(await page.title()).toMatch(/Pathagar$/);
  });

  it.each(PUBLIC_PAGES)("%s shows its heading in Bangla", async (path, english) => {
    const { page } = browser;
    await storeLanguage(page, server.url, "bn");
    await page.goto(`${server.url}${path}`);
    const text = await heading(page);
    expect(text).toMatch(BENGALI);
    expect(text).not.toBe(english);
    expect(await htmlLang(page)).toBe("bn");
  });

  it("an unknown path inside the site is answered by the app, not the server", async () => {
    const { page } = browser;
    await storeLanguage(page, server.url, "en");
    const res = await page.goto(`${server.url}/reset-password`);
    expect(res?.status()).toBe(200);
    // Without a one-time-code token there is nothing to reset: the app goes home.
    await page.waitForURL(`${server.url}/`);
  });
});

describe("login guard", () => {
  it.each(LOGIN_ONLY)("an anonymous visit to %s lands on /login with from", async (path) => {
    const { page } = browser;
    await storeLanguage(page, server.url, "en");
    await page.evaluate(() => localStorage.removeItem("token"));
    await page.goto(`${server.url}${path}`);
    await page.waitForURL((url) => url.pathname === "/login");
    const url = new URL(page.url());
    expect(url.searchParams.get("from")).toBe(path);
    await expect.poll(() => heading(page)).toBe("Login");
  });
});

describe("signed-in visitor", () => {
  it("is sent on from /login to `from`, and from /register home", async () => {
    const { page } = browser;
    await storeLanguage(page, server.url, "en");
    const user = { id: 1, first_name: "Rahim", surname: "Uddin", username: "+8801711000001" };
    await page.evaluate((u) => {
      localStorage.setItem("token", "a-token");
      localStorage.setItem("user", JSON.stringify(u));
    }, user);
    try {
      await page.goto(`${server.url}/login?from=%2Fpricing`);
      await page.waitForURL(`${server.url}/pricing`);
      await expect.poll(() => heading(page)).toBe("Pricing");

      await page.goto(`${server.url}/register`);
      await page.waitForURL(`${server.url}/`);

      // Only paths on this site are followed.
      await page.goto(`${server.url}/login?from=${encodeURIComponent("//evil.example/")}`);
      await page.waitForURL(`${server.url}/`);
    } finally {
      await page.evaluate(() => {
        localStorage.removeItem("token");
        localStorage.removeItem("user");
      });
    }
  });
});

describe("language", () => {
  it("the toggle switches to Bangla without a reload, and the choice survives a reload", async () => {
    const desktop = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      const { page } = desktop;
      await page.goto(`${server.url}/about`);
      await expect.poll(() => heading(page)).toBe("About us");
      expect(await htmlLang(page)).toBe("en");

      // A marker on window proves the switch happened in place.
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      await page.getByTestId("language-toggle").first().click();
      await page.waitForFunction(() => document.documentElement.lang === "bn");
      expect(await heading(page)).toMatch(BENGALI);
      expect(
        await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      ).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("bn");

      await page.reload();
      expect(await heading(page)).toMatch(BENGALI);
      expect(await htmlLang(page)).toBe("bn");
      // Bangla is drawn with the app's Bengali face (its Bengali subset): the device's own font where it has one
      // (named in the face's local()), else the app's file.
      const bengaliFace = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (f) =>
            /Noto Sans Bengali/.test(f.family) &&
            /U\+0*980-/i.test(f.unicodeRange) &&
            f.status === "loaded",
        );
      });
      expect(bengaliFace).toBe(true);

      await page.getByTestId("language-toggle").first().click();
      await page.waitForFunction(() => document.documentElement.lang === "en");
      await page.reload();
      await expect.poll(() => heading(page)).toBe("About us");
    } finally {
      await desktop.dispose();
    }
  });
});

describe("links", () => {
  it("listen for the click only; the page behind one still loads ahead when it is pointed at", async () => {
    const { page, context } = browser;
    // A desktop window: the top bar shows its links (a phone's are behind the menu button).
    const phone = page.viewportSize()!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await storeLanguage(page, server.url, "en");
    await page.goto(`${server.url}/about`);
    expect(await heading(page)).toBe("About us");
    const training = page.getByRole("banner").getByRole("link", { name: "Training" });
    await training.waitFor();
    const cdp = await context.newCDPSession(page);
    try {
      const { result } = await cdp.send("Runtime.evaluate", {
        expression: `document.querySelector('header a[href="/courses"]')`,
      });
      const { listeners } = await cdp.send("DOMDebugger.getEventListeners", {
        objectId: result.objectId!,
      });
      expect(listeners.map((l) => l.type)).toEqual(["click"]);
    } finally {
      await cdp.detach();
    }
    // The courses screen's code is asked for on hover, before any click.
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await training.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(page.url()).toBe(`${server.url}/about`);
    await page.setViewportSize(phone);
  });
});

describe("robustness", () => {
  it("no page visited above threw an uncaught error", () => {
    expect(pageErrors).toEqual([]);
  });
});
