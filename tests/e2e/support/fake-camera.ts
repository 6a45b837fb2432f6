// Chromium with a fake camera that films a generated EAN-13 barcode (no permission prompt), and the Books
// tab's scan: press Scan, the camera reads the code, the search box gets it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser, type BrowserSession, type LaunchOptions } from "./browser";
import { writeEan13Video } from "./ean13-video";

/** A real title's ISBN-13 (check digit correct). */
export const SCANNED_ISBN = "9789843380135";

export async function launchWithFakeCamera(
  code = SCANNED_ISBN,
  options: LaunchOptions = {},
): Promise<BrowserSession> {
  const dir = mkdtempSync(path.join(tmpdir(), "pathagar-camera-"));
  const video = writeEan13Video(dir, code);
  const session = await launchBrowser({
    ...options,
    extraArgs: [
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const dispose = session.dispose;
  return {
    ...session,
    dispose: async () => {
      await dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const booksSearch = (page: Page) =>
  page.getByRole("searchbox", { name: "Search books by title, author or code" });

/**
 * Starts noting, in the page, the name of every dialog that opens; the function returned reads the list.
 * A scan can read the fake camera's code and close its dialog between two of Playwright's checks on a busy
 * machine, so a test asks afterwards whether the dialog was shown instead of waiting to catch it open.
 */
export async function noteDialogs(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __dialogsSeen: string[] }).__dialogsSeen = seen;
    const nameOf = (el: Element) =>
      el.getAttribute("aria-label") ??
      (el.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim();
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const dialogs = [node, ...node.querySelectorAll("*")].filter((el) =>
            el.matches('dialog, [role="dialog"]'),
          );
          for (const dialog of dialogs) seen.push(nameOf(dialog));
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __dialogsSeen: string[] }).__dialogsSeen);
}

/** On the Books tab: opens the scanner and resolves once the scanned code fills the search box. */
export async function scanIntoBooksSearch(page: Page, code = SCANNED_ISBN): Promise<void> {
  const dialogsShown = await noteDialogs(page);
  await page.getByRole("button", { name: "Scan a barcode to search" }).click();
  await page.waitForFunction(
    (expected) =>
      (document.querySelector('input[type="search"]') as HTMLInputElement | null)?.value ===
      expected,
    code,
    { polling: "raf" },
  );
  if (!(await dialogsShown()).includes("Scan a book"))
    throw new Error("The scanner's dialog never opened");
}
