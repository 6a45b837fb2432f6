// The responsive top bar in a real browser (CSS that jsdom cannot run): on a phone the links fold
// into a menu button, on a wide screen they sit in the bar.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startServer, type RunningServer, withoutServiceWorkers } from "./support";
import { heading } from "./support/pages";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("top bar", () => {
  it("folds its links into a menu on a phone, which opens, navigates and closes", async () => {
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const { page } = phone;
      await page.goto(`${server.url}/pricing`);
      await heading(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const about = nav.getByRole("link", { name: "About" });
      const menu = page.getByRole("button", { name: "Open menu" });

      expect(await menu.isVisible()).toBe(true);
      expect(await about.isVisible()).toBe(false);
      // Nothing in the bar overflows the phone's width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await menu.click();
      await about.waitFor({ state: "visible" });
      expect(
        await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
      ).toBe("true");
      await about.click();
      await page.waitForURL(`${server.url}/about`);
      await expect.poll(() => heading(page)).toBe("About us");
      await about.waitFor({ state: "hidden" });
    } finally {
      await phone.dispose();
    }
  });

  it("shows the links in the bar on a wide screen, with no menu button", async () => {
    const desktop = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      const { page } = desktop;
      await page.goto(`${server.url}/pricing`);
      await heading(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Home", "Training", "About", "Contact", "Careers", "Login", "Sign up"]) {
        expect(await nav.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      }
      expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    } finally {
      await desktop.dispose();
    }
  });
});
