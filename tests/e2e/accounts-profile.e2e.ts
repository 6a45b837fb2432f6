// My profile in a real browser against the real server: edit with a server 422 under its field, the
// initials avatar then an uploaded photo, and an edit queued offline that survives an expired session
// (log in again, then it is sent).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  startServer,
  type BrowserSession,
  type RunningServer,
  waitForServiceWorker,
} from "./support";
import { BENGALI, heading, storeLanguage } from "./support/pages";

let server: RunningServer;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  server = await startServer();
});
// Each test's browsers close with it: a browser left open keeps its page, timers and worker running.
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.dispose();
});
afterAll(async () => {
  await server?.stop();
});

async function browser(): Promise<BrowserSession> {
  const session = await launchBrowser();
  sessions.push(session);
  return session;
}

async function profileOf(token: string, id: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/api/users/${String(id)}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  return ((await res.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
}

/** A real 8×8 PNG (the server checks the bytes; the browser decodes it to resize). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC",
  "base64",
);

describe("edit my profile", () => {
  it("a server 422 shows under its field; the fix is saved and my profile shows", async () => {
    const { page } = await browser();
    const { token, user } = await loginAs(
      page,
      DEMO.karima.username,
      DEMO.karima.password,
      server.url,
    );
    await page.goto(`${server.url}/users/edit-me`);
    await page.getByLabel("Surname").fill("Begum Chowdhury");
    await page.getByLabel("Date of birth").fill("2099-01-01");
    await page.getByRole("button", { name: "Save changes" }).click();
    const message = "The date of birth must be a valid date (YYYY-MM-DD), not in the future.";
    await page.getByText(message).waitFor();
    expect(await page.getByLabel("Date of birth").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Surname").inputValue()).toBe("Begum Chowdhury");

    await page.getByLabel("Date of birth").fill("1995-06-15");
    expect(await page.getByText(message).count()).toBe(0);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL(`${server.url}/users/me`);
    expect(await profileOf(token, user.id)).toMatchObject({
      surname: "Begum Chowdhury",
      dob: "1995-06-15",
    });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
    expect(stored).toMatchObject({ surname: "Begum Chowdhury" });
  });

  it("shows the initials without a photo, then the uploaded photo", async () => {
    const { page } = await browser();
    const { token, user } = await loginAs(
      page,
      DEMO.karima.username,
      DEMO.karima.password,
      server.url,
    );
    await page.goto(`${server.url}/users/edit-me`);
    const initials = page.locator(".profile-photo").getByTestId("avatar-initials");
    await initials.waitFor();
    expect((await initials.innerText()).trim()).toMatch(/^K/);

    await page.getByRole("button", { name: "Change profile photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Change profile photo" });
    await dialog.getByLabel("Choose an image").setInputFiles({
      name: "karima.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await dialog.getByAltText("Preview of the chosen picture").waitFor();
    await dialog.getByRole("button", { name: "Upload" }).click();
    await dialog.waitFor({ state: "detached" });

    const photo = page.locator(".profile-photo img");
    await photo.waitFor();
    const src = (await photo.getAttribute("src")) ?? "";
    expect(src).toMatch(/\/uploads\/.+[?&]t=\d+/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(String((await profileOf(token, user.id)).photo_url)).toContain("/uploads/");
  });

  it("a large cover is resized on the device before upload", async () => {
    const { page } = await browser();
    await loginAs(page, DEMO.karima.username, DEMO.karima.password, server.url);
    await page.goto(`${server.url}/users/edit-me`);
    await page.getByRole("button", { name: "Change cover photo" }).click();
    // A 2000×1000 picture with noise (so it does not compress to nothing), drawn by the browser.
    const big = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 2000;
      canvas.height = 1000;
      const g = canvas.getContext("2d")!;
      const data = g.createImageData(2000, 1000);
      for (let i = 0; i < data.data.length; i += 4) {
        data.data[i] = (i * 7) % 251;
        data.data[i + 1] = (i * 13) % 241;
        data.data[i + 2] = (i * 17) % 239;
        data.data[i + 3] = 255;
      }
      g.putImageData(data, 0, 0);
      return canvas.toDataURL("image/jpeg", 0.95).split(",")[1]!;
    });
    const original = Buffer.from(big, "base64");
    const dialog = page.getByRole("dialog", { name: "Change cover photo" });
    await dialog.getByLabel("Choose an image").setInputFiles({
      name: "cover.jpg",
      mimeType: "image/jpeg",
      buffer: original,
    });
    // Resizing runs on the page's thread: give a busy machine time.
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/users/upload-my-cover-photo"), {
      timeout: 90_000,
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    const length = Number((await (await sent).allHeaders())["content-length"] ?? Infinity);
    expect(length).toBeLessThan(original.length);
    await dialog.waitFor({ state: "detached" });
    const cover = page.getByTestId("profile-cover").locator("img");
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(
      1600,
    );
  });

  it("a non-image file is refused before upload", async () => {
    const { page } = await browser();
    await loginAs(page, DEMO.karima.username, DEMO.karima.password, server.url);
    await page.goto(`${server.url}/users/edit-me`);
    await page.getByRole("button", { name: "Change cover photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Change cover photo" });
    await dialog.getByLabel("Choose an image").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await dialog.getByText("Please choose an image file (JPEG, PNG, WebP or GIF).").waitFor();
  });
});

describe("in Bangla", () => {
  it("edit profile and the upload modal read in Bangla", async () => {
    const { page } = await browser();
    await loginAs(page, DEMO.karima.username, DEMO.karima.password, server.url);
    await storeLanguage(page, server.url, "bn");
    await page.goto(`${server.url}/users/edit-me`);
    expect(await heading(page)).toMatch(BENGALI);
    await page.getByRole("button", { name: "পরিবর্তন সংরক্ষণ করুন" }).waitFor();
    await page.getByRole("button", { name: "প্রোফাইল ছবি বদলান" }).click();
    await page
      .getByRole("dialog", { name: "প্রোফাইল ছবি বদলান" })
      .getByText("একটি ছবি বেছে নিন")
      .waitFor();
  });
});

describe("offline and an expired session", () => {
  it("an edit queued offline waits through an expired session and is sent after logging in again", async () => {
    const { page, context } = await browser();
    const { token, user } = await loginAs(
      page,
      DEMO.rahim.username,
      DEMO.rahim.password,
      server.url,
    );
    await page.goto(`${server.url}/users/edit-me`);
    await page.getByLabel("First name").waitFor();
    await context.setOffline(true);
    await page.getByLabel("First name").fill("Rahim Ahmed");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(/Saved on this device/).waitFor();

    // The session ends elsewhere (e.g. the token was revoked) while the edit waits.
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    });
    expect(out.status).toBe(200);
    await context.setOffline(false);
    const indicator = page.getByTestId("sync-indicator");
    await expect.poll(() => indicator.innerText()).toMatch(/Sign in to sync/);

    await indicator.click();
    await page.getByRole("link", { name: "Log in again" }).click();
    await page.waitForURL(/\/login/);
    await page
      .getByText(/Your session has ended/)
      .first()
      .waitFor();
    expect(await page.getByLabel("Mobile number or email").inputValue()).toBe(DEMO.rahim.username);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.rahim.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));

    const fresh = await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        grant_type: "password",
        client_id: "pathagar-web",
        client_secret: "pathagar-web-secret",
        username: DEMO.rahim.username,
        password: DEMO.rahim.password,
      }),
    });
    const { access_token } = (await fresh.json()) as { access_token: string };
    await expect
      .poll(async () => (await profileOf(access_token, user.id)).first_name)
      .toBe("Rahim Ahmed");
  });

  it("a write queued by one user is never sent by the next one, and is sent when its author returns", async () => {
    const { page, context } = await browser();
    const karima = await loginAs(page, DEMO.karima.username, DEMO.karima.password, server.url);
    await page.goto(`${server.url}/users/edit-me`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByLabel("First name").fill("Karima Q");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(/Saved on this device/).waitFor();
    await page.getByTestId("user-menu-button").click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/`);
    await context.setOffline(false);

    async function uiLogin(username: string, password: string) {
      await page.goto(`${server.url}/login`);
      await page.getByLabel("Mobile number or email").fill(username);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.waitForURL(`${server.url}/`);
    }
    const firstName = async (who: { username: string; password: string }, id: unknown) => {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(who),
      });
      const token = ((await res.json()) as { data: { token: string } }).data.token;
      return (await profileOf(token, id)).first_name;
    };

    await uiLogin(DEMO.rahim.username, DEMO.rahim.password);
    const rahim = JSON.parse((await page.evaluate(() => localStorage.getItem("user"))) ?? "{}") as {
      id: number;
    };
    // Rahim's app has started and settled its own outbox: a write it wrongly took over would have gone by now.
    await expect
      .poll(() => page.getByTestId("sync-indicator").getAttribute("data-status"))
      .toBe("saved");
    await page.getByTestId("post").first().waitFor();
    expect(await firstName(DEMO.karima, karima.user.id)).not.toBe("Karima Q");
    expect(await firstName(DEMO.rahim, rahim.id)).not.toBe("Karima Q");

    await page.getByTestId("user-menu-button").click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/`);
    await uiLogin(DEMO.karima.username, DEMO.karima.password);
    await expect.poll(() => firstName(DEMO.karima, karima.user.id)).toBe("Karima Q");
  });
});
