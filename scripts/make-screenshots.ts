// Takes the manifest's screenshots (src/app/pwa-manifest.ts) from the real app: the demo data's news feed of a
// signed-in reader, narrow (a phone) and wide (a computer), saved as WebP in public/screenshots/.
// Run after `npm run build`: node --import tsx scripts/make-screenshots.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startScreenshotServer } from "./screenshot-server";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public", "screenshots");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DEMO_READER = { username: "+8801711000001", password: "pathagar-demo" };

export const SHOTS = [
  { file: "feed-narrow.webp", width: 412, height: 915 },
  { file: "feed-wide.webp", width: 1280, height: 800 },
] as const;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pathagar-screenshots-"));
  const server = await startScreenshotServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(DEMO_READER),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    });
    const user = ((await me.json()) as { data: { attributes: unknown } }).data.attributes;
    mkdirSync(OUT, { recursive: true });
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        locale: "en-GB",
        colorScheme: "light",
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem("token", t);
          localStorage.setItem("user", u);
          localStorage.setItem("lang", "en");
        },
        [token, JSON.stringify(user)] as const,
      );
      await page.goto(`${server.url}/`);
      await page.locator("#root .post-card").first().waitFor();
      await page.locator("[data-snapshot]").waitFor({ state: "detached" });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // The pictures on screen have arrived (lazy ones below the fold never start).
      await page.waitForFunction(() =>
        [...document.querySelectorAll("#root img")]
          .filter((i) => i.getBoundingClientRect().top < innerHeight)
          .every((i) => (i as HTMLImageElement).complete),
      );
      const png = await page.screenshot({ type: "png" });
      // WebP from Chromium's own encoder: a fraction of the PNG's size.
      const webp = await page.evaluate(
        async (data) => {
          const bitmap = await createImageBitmap(
            new Blob([new Uint8Array(data)], { type: "image/png" }),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
          const blob = await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
          return [...new Uint8Array(await blob.arrayBuffer())];
        },
        [...png],
      );
      writeFileSync(path.join(OUT, shot.file), Buffer.from(webp));
      console.log(
        `public/screenshots/${shot.file}: ${shot.width}×${shot.height}, ${webp.length} bytes`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
