// A new mobile number on my profile in a real browser against the real server: it waits for the code sent to
// it (the profile keeps the old number and asks for the code), a wrong code shows under the field, and the
// code from the server's log makes it mine.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  loginAs,
  startServer,
  type BrowserSession,
  type RunningServer,
  withoutServiceWorkers,
} from "./support";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

let server: RunningServer;
const sessions: BrowserSession[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.dispose();
});
afterAll(async () => {
  await server?.stop();
});

const NEW = "+8801811555666";

/** The last code the server wrote to its log for confirming `to` (the dev server logs codes). */
function codeFromLog(to: string): string | null {
  const pattern = new RegExp(`VERIFY_CONTACT for \\${to}: (\\d+)`, "g");
  const found = [...server.log().matchAll(pattern)];
  return found.at(-1)?.[1] ?? null;
}

async function profileOf(token: string, id: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/api/users/${String(id)}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  return ((await res.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
}

it("a changed mobile waits for its code: a wrong code is refused, the right one makes it mine", async () => {
  const session = await launchBrowser();
  sessions.push(session);
  const { page } = session;
  const { token, user } = await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
  const old = String(user.mobile);

  await page.goto(`${server.url}/users/edit-me`);
  const mobile = page.getByLabel("Mobile number");
  await page
    .getByText("A new number counts only once you confirm it with the code we send to it.")
    .waitFor();
  await mobile.fill("01811-555666");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.waitForURL(`${server.url}/users/me`);

  // The profile keeps the old number and asks for the code sent to the new one.
  const box = page.getByRole("region", { name: "Confirm your new mobile number" });
  await box
    .getByText(`Confirm your new mobile number ${NEW}: enter the code we sent to it.`)
    .waitFor();
  expect(await profileOf(token, user.id)).toMatchObject({ mobile: old, pending_mobile: NEW });
  await page.getByRole("link", { name: "About", exact: true }).click();
  await page.getByText("01711-000001").waitFor();
  expect(await page.getByText("01811-555666").count()).toBe(0);

  await expect.poll(() => codeFromLog(NEW)).toMatch(/^\d{6}$/);
  const code = codeFromLog(NEW)!;
  const field = box.getByLabel("One-time code");
  await field.fill(code === "000000" ? "111111" : "000000");
  await box.getByRole("button", { name: "Confirm" }).click();
  await box.getByText("The one-time code is not correct.").waitFor();
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  expect(await profileOf(token, user.id)).toMatchObject({ mobile: old, pending_mobile: NEW });

  await field.fill(code);
  await box.getByRole("button", { name: "Confirm" }).click();
  await page.getByText(`Your mobile number is now ${NEW}.`).waitFor();
  await box.waitFor({ state: "detached" });
  await page.getByText("01811-555666").waitFor();
  expect(await profileOf(token, user.id)).toMatchObject({ mobile: NEW, pending_mobile: null });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
  expect(stored).toMatchObject({ mobile: NEW, pending_mobile: null });
});
