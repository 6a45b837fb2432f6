// Accounts in a real browser against the real server (OTC_DEV_CODE=123456): registration with the
// one-time-code modal, code expiry and Try Again, every login error row of SPEC §8, offline login,
// password reset end to end, logout, and the account screens in Bangla.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  launchBrowser,
  startServer,
  type BrowserSession,
  type RunningServer,
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

async function freshPage(): Promise<Page> {
  const session = await launchBrowser();
  sessions.push(session);
  return session.page;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function fillRegistration(page: Page, mobile: string) {
  await page.goto(`${server.url}/register`);
  await page.getByLabel("First name").fill("Sumi");
  await page.getByLabel("Surname").fill("Akter");
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByLabel("Password", { exact: true }).fill("sumi-secret-1");
  await page.getByLabel("Date of birth").fill("2001-03-04");
  await page.getByLabel("Gender").selectOption("f");
  await page.getByRole("button", { name: "Submit" }).click();
}

async function login(page: Page, username: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Mobile number or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

describe("registration", () => {
  it("register → code modal → wrong code → right code → signed in at home", async () => {
    const page = await freshPage();
    await fillRegistration(page, "01911 000111");
    const dialog = page.getByRole("dialog", { name: "Enter the one-time code" });
    await dialog.waitFor();
    // The server's lifetime of the code (180 s), not the 30 s default.
    expect(await dialog.getByTestId("otc-countdown").innerText()).toMatch(
      /expires in 1[78]\d seconds/,
    );
    // Only digits stay in the field, a letter typed after them too.
    await dialog.getByLabel("One-time code").fill("12");
    await dialog.getByLabel("One-time code").press("a");
    expect(await dialog.getByLabel("One-time code").inputValue()).toBe("12");
    await dialog.getByLabel("One-time code").fill("000000");
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.getByText("That code is not correct. Check it and try again.").waitFor();
    await dialog.getByLabel("One-time code").fill("123456");
    await dialog.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await stored(page, "token")).toBeTruthy();
    const user = JSON.parse((await stored(page, "user")) ?? "{}") as Record<string, unknown>;
    expect(user).toMatchObject({ first_name: "Sumi", username: "+8801911000111" });
    await page.getByRole("heading", { level: 1, name: "News Feed" }).waitFor();
  });

  it("a taken username shows the server's message under the field", async () => {
    const page = await freshPage();
    await fillRegistration(page, DEMO.karima.username);
    const field = page.getByLabel("Mobile number or email");
    await page.getByText("This username is already registered.").waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await field.fill("01911000222");
    expect(await page.getByText("This username is already registered.").count()).toBe(0);
  });

  it("code expiry shows 'Time expired' and Try Again asks for the code again", async () => {
    const page = await freshPage();
    await page.clock.install();
    await fillRegistration(page, "01911000333");
    const dialog = page.getByRole("dialog", { name: "Enter the one-time code" });
    await dialog.waitFor();
    await page.clock.fastForward("03:05");
    await dialog.getByText("Time expired").waitFor();
    expect(await dialog.getByLabel("One-time code").isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Try Again" }).click();
    await dialog.getByText(/The code expires in \d+ seconds\./).waitFor();
    await dialog.getByLabel("One-time code").fill("123456");
    await dialog.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await stored(page, "token")).toBeTruthy();
  });
});

describe("login errors (SPEC §8)", () => {
  it("invalid_grant: 'Mobile Number or Password does not match.' and no token stored", async () => {
    const page = await freshPage();
    await login(page, "01711000001", "not-the-password");
    await page.getByText("Mobile Number or Password does not match.").waitFor();
    expect(await stored(page, "token")).toBeNull();
    // What was typed is kept, the number shown as it was sent.
    expect(await page.getByLabel("Mobile number or email").inputValue()).toBe("+8801711000001");
  });

  it("invalid_request: the server's hint", async () => {
    const page = await freshPage();
    // The form never sends an empty password; take it out in flight so the real server refuses.
    await page.route("**/oauth/token", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      delete body.password;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await login(page, DEMO.rahim.username, DEMO.rahim.password);
    await page.getByText("Check the `password` parameter").waitFor();
    expect(await stored(page, "token")).toBeNull();
  });

  it("other errors: the message above the button, and the stored token removed", async () => {
    const page = await freshPage();
    // A client the server does not know: its real answer is invalid_client (not a catalogue row).
    await page.route("**/oauth/token", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, client_secret: "wrong" }) });
    });
    await login(page, DEMO.rahim.username, DEMO.rahim.password);
    await page.getByRole("alert").getByText("Client authentication failed").waitFor();
    expect(await stored(page, "token")).toBeNull();
  });

  it("offline: says so and keeps what was typed", async () => {
    const session = await launchBrowser();
    sessions.push(session);
    const { page, context } = session;
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Mobile number or email").waitFor();
    await context.setOffline(true);
    await page.getByLabel("Mobile number or email").fill("01711000001");
    await page.getByLabel("Password", { exact: true }).fill("pathagar-demo");
    await page.getByText(/You are offline\. This form needs the internet/).waitFor();
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText(/You are offline\. Connect to the internet and try again/).waitFor();
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("pathagar-demo");
    await context.setOffline(false);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it("a good login goes to from, and logout clears both tokens and goes home", async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/users/edit-me`);
    await page.waitForURL(/\/login\?from=/);
    await page.getByLabel("Mobile number or email").fill("1711000001");
    await page.getByLabel("Password", { exact: true }).fill(DEMO.rahim.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${server.url}/users/edit-me`);
    const token = await stored(page, "token");
    expect(token).toBeTruthy();
    await page.evaluate(() => localStorage.setItem("otc_token", "left-over"));
    await page.getByTestId("user-menu-button").click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await stored(page, "token")).toBeNull();
    expect(await stored(page, "otc_token")).toBeNull();
    // The token was revoked on the server too.
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/api/auth/me`, {
          headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        });
        return res.status;
      })
      .toBe(401);
  });
});

describe("password reset", () => {
  it("forgot → code → new password → success alert → home, then login with the new password", async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${server.url}/login-with-otc-to-reset-password`);
    // The login form (same label) may still be on screen until the new route has rendered.
    await page.getByTestId("forgot-form").waitFor();
    await page.getByLabel("Mobile number or email").fill("০১৭১১০০০০০২");
    await page.getByRole("button", { name: "Send code" }).click();
    const dialog = page.getByRole("dialog", { name: "Enter the one-time code" });
    await dialog.waitFor().catch(async (error: unknown) => {
      throw new Error(`no code modal; the page says: ${await page.locator("main").innerText()}`, {
        cause: error,
      });
    });
    await dialog.getByText("We have sent a 6-digit code to +8801711000002.").waitFor();
    await dialog.getByLabel("One-time code").fill("123456");
    await dialog.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${server.url}/reset-password`);
    expect(await stored(page, "otc_token")).toBeTruthy();

    await page.getByLabel("New password", { exact: true }).fill("karima-new-1");
    await page.getByLabel("Confirm new password").fill("karima-other");
    await page.getByRole("button", { name: "Reset password" }).click();
    const confirm = page.getByLabel("Confirm new password");
    await page.getByText("The confirm new password field must match new password.").waitFor();
    expect(await confirm.getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Confirm new password").fill("karima-new-1");
    await page.getByRole("button", { name: "Reset password" }).click();
    const done = page.getByRole("dialog", { name: "Password changed" });
    await done
      .getByText("Your password has been changed. Sign in with the new password.")
      .waitFor();
    await done.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await stored(page, "otc_token")).toBeNull();

    await login(page, DEMO.karima.username, DEMO.karima.password);
    await page.getByText("Mobile Number or Password does not match.").waitFor();
    await page.getByLabel("Password", { exact: true }).fill("karima-new-1");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await stored(page, "token")).toBeTruthy();
  });

  it("/reset-password without a one-time-code token goes home", async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/reset-password`);
    await page.waitForURL(`${server.url}/`);
  });
});

describe("in Bangla", () => {
  it("login, registration, forgot password and the code modal read in Bangla", async () => {
    const page = await freshPage();
    await storeLanguage(page, server.url, "bn");
    for (const path of ["/login", "/register", "/login-with-otc-to-reset-password"]) {
      await page.goto(`${server.url}${path}`);
      expect(await heading(page)).toMatch(BENGALI);
      expect(await page.locator("form").innerText()).toMatch(BENGALI);
    }
    await page.goto(`${server.url}/login`);
    await page.locator("input[name=username]").fill("01711000001");
    await page.locator("input[name=password]").fill("wrong");
    await page.locator("button[type=submit]").click();
    await page.getByText("মোবাইল নম্বর বা পাসওয়ার্ড মেলেনি।").waitFor();
  });
});
