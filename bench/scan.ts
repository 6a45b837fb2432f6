// Scan to filled field: Chromium's fake camera films a generated ISBN barcode; from the press on the Books tab's
// Scan button to the ISBN in the search box, each run on the same page (the first loads the dialog's code and
// the WebAssembly reader; later ones have them). The WebAssembly path: Linux Chromium has no BarcodeDetector.
import { DEMO, loginAs, waitForServiceWorker } from "../tests/e2e/support";
import { SCANNED_ISBN, booksSearch, launchWithFakeCamera } from "../tests/e2e/support/fake-camera";

export async function scanToFilledField(baseUrl: string, runs = 5): Promise<number[]> {
  const session = await launchWithFakeCamera();
  try {
    const { page } = session;
    await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, baseUrl);
    await page.goto(`${baseUrl}/alokito`);
    await waitForServiceWorker(page);
    await page
      .getByRole("navigation", { name: "Library sections" })
      .getByRole("link", { name: /^Books \(/ })
      .click();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await booksSearch(page).fill("");
      await page.waitForURL((url) => !url.searchParams.has("term"));
      await page.getByRole("dialog").waitFor({ state: "detached" });
      // The press, as the page saw it.
      await page.evaluate(() => {
        const w = window as unknown as { __scanPressed?: number };
        w.__scanPressed = undefined;
        document.addEventListener("pointerdown", () => (w.__scanPressed = performance.now()), {
          capture: true,
          once: true,
        });
      });
      await page.getByRole("button", { name: "Scan a barcode to search" }).click();
      const took = await page.waitForFunction(
        (isbn) => {
          const field = document.querySelector('input[type="search"]') as HTMLInputElement | null;
          const pressed = (window as unknown as { __scanPressed?: number }).__scanPressed;
          return field?.value === isbn && pressed !== undefined && performance.now() - pressed;
        },
        SCANNED_ISBN,
        { polling: "raf", timeout: 60_000 },
      );
      times.push((await took.jsonValue()) as number);
    }
    return times;
  } finally {
    await session.dispose();
  }
}
