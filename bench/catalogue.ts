// Adding a book offline to seeing it in the list: Rahim's phone offline, the desk's book list open (searching
// "bench book") in one tab and "Add a book" in another; from the press of "Add the book" to the new copy's row
// drawn in the list, which follows the device's database live. Both times on the page clocks' common origin.
import type { Page } from "playwright-core";
import { DEMO, launchBrowser, loginAs, waitForServiceWorker } from "../tests/e2e/support";

/** A browser on a profile folder, as a reader's phone keeps one (storage and code caches on disk). */
const ON_DISK = { persistent: true } as const;

async function libraryId(page: Page): Promise<number> {
  const id = await page.evaluate(async () => {
    const res = await fetch("/api/searches/alokito", {
      headers: { authorization: `Bearer ${localStorage.getItem("token")}` },
    });
    return ((await res.json()) as { data: { id: number } }).data.id;
  });
  return Number(id);
}

export async function addToListed(baseUrl: string, runs = 5): Promise<number[]> {
  const session = await launchBrowser(ON_DISK);
  try {
    const { page: form, context } = session;
    await loginAs(form, DEMO.rahim.username, DEMO.rahim.password, baseUrl);
    await form.goto(`${baseUrl}/alokito`);
    await waitForServiceWorker(form);
    await form.getByTestId("catalogue-saved").waitFor();
    const id = await libraryId(form);
    await form.goto(`${baseUrl}/libraries/${id}/desk/books/new`);
    const code = form.getByLabel("Book code");
    await form.waitForFunction(() => {
      const field = [...document.querySelectorAll("label")].find(
        (l) => l.textContent === "Book code",
      );
      return !!(field && (document.getElementById(field.htmlFor) as HTMLInputElement)?.value);
    });
    const list = await context.newPage();
    await list.goto(`${baseUrl}/libraries/${id}/desk/books`);
    await list.getByLabel("Search books").fill("bench book");
    await list.getByText("0 copies", { exact: true }).waitFor();
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const expected = await code.inputValue();
      await form.getByLabel("Title").fill(`Bench book ${i + 1}`);
      await form.getByLabel("Author 1").fill("Bench Author");
      // Both clocks are the epoch to the microsecond: performance.timeOrigin + performance.now().
      // Strings, not functions: tsx would wrap named inner functions in a helper the page does not have.
      await list.evaluate(`(() => {
        const selector = '[data-testid="desk-copy"][data-code="${expected}"]';
        window.__listed = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
      })()`);
      await form.evaluate(`document.addEventListener(
        "pointerdown",
        () => (window.__pressed = performance.timeOrigin + performance.now()),
        { capture: true, once: true },
      )`);
      await form.getByRole("button", { name: "Add the book" }).click();
      const shown = await list.evaluate(
        () => (window as unknown as { __listed: Promise<number> }).__listed,
      );
      const pressed = await form.evaluate(
        () => (window as unknown as { __pressed: number }).__pressed,
      );
      times.push(shown - pressed);
      await form.getByTestId("books-added").waitFor();
    }
    return times;
  } finally {
    await session.dispose();
  }
}
