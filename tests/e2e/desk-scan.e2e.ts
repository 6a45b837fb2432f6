// Scanning with the camera in Chromium: a fake camera films a generated ISBN barcode, the Books tab's scanner
// reads it with the WebAssembly reader (Linux Chromium has no BarcodeDetector) from this site's own .wasm,
// and the search gets the ISBN; after that, with the network off and the server gone, a scan still works.
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO, loginAs, startServer, waitForServiceWorker } from "./support";
import {
  SCANNED_ISBN,
  booksSearch,
  launchWithFakeCamera,
  scanIntoBooksSearch,
} from "./support/fake-camera";

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => (server = await startServer()));
afterAll(() => server.stop());

it("reads an ISBN barcode into the Books search, then again offline from the cached reader", async () => {
  const { page, context, dispose } = await launchWithFakeCamera();
  try {
    const wasm: string[] = [];
    page.on("request", (r) => void (r.url().endsWith(".wasm") && wasm.push(r.url())));
    await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
    await page.goto(`${server.url}/alokito`);
    await waitForServiceWorker(page);
    await page
      .getByRole("navigation", { name: "Library sections" })
      .getByRole("link", { name: /^Books \(/ })
      .click();
    expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);

    await scanIntoBooksSearch(page);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // The term is in the address too (the router writes an all-digit term as a JSON string).
    await page.waitForURL((url) => url.searchParams.get("term")?.includes(SCANNED_ISBN) === true);
    // The reader's .wasm came from this site, never a CDN, and the service worker kept it.
    expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(url).toMatch(new RegExp(`^${server.url}/assets/[^/]+\\.wasm$`));
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open("pathagar-scanner")).keys()).map((r) => r.url),
        ),
      )
      .toEqual([wasm[0]]);

    await context.setOffline(true);
    await server.stop();
    // A fresh page: the reader is no longer in memory, only in the service worker's cache.
    await page.reload();
    await booksSearch(page).fill("");
    await page.waitForURL((url) => !url.searchParams.has("term"));
    await scanIntoBooksSearch(page);
    expect(await booksSearch(page).inputValue()).toBe(SCANNED_ISBN);
  } finally {
    await dispose();
  }
});
