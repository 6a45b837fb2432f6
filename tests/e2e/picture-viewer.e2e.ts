// The picture viewer in Chromium: a post's picture opens full screen, zooms, closes with Esc and with a swipe
// down, and opens again offline from the picture the device holds.
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO, startServer, waitForServiceWorker, type RunningServer } from "./support";
import { openFeed } from "./feed-helpers";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(() => server?.stop());

/** A real 8×8 PNG (the server checks and redraws the bytes). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC",
  "base64",
);

it("opens a post's picture full screen, closes it with Esc and a swipe, and works offline", async () => {
  const { session, reader } = await openFeed(server.url, DEMO.rahim.username, DEMO.rahim.password);
  const { page, context } = session;
  try {
    const form = new FormData();
    form.append("title", "A picture");
    form.append("body", `viewer ${Date.now()}`);
    form.append("image", new Blob([PNG], { type: "image/png" }), "dot.png");
    const made = await fetch(`${server.url}/api/users/${reader.id}/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${reader.token}`, accept: "application/json" },
      body: form,
    });
    expect(made.status).toBeLessThan(300);
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/users/me`);
    const open = page
      .getByRole("button", { name: "Picture in the post: open full screen" })
      .first();
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Picture in the post" });
    const picture = dialog.locator(".picture-viewer__image");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => picture.getAttribute("data-scale")).toBe("1.5");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    // A swipe down (a mouse drag here: the same pointer events as a finger).
    await open.click();
    const box = (await dialog.getByTestId("picture-viewer-stage").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3 + 200, { steps: 5 });
    await page.mouse.up();
    await dialog.waitFor({ state: "detached" });

    // Offline, after a reload: the worker gives the app, the mirror the post, the cache the picture.
    await context.setOffline(true);
    await page.reload();
    await open.click();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
  } finally {
    await session.dispose();
  }
}, 300_000);
