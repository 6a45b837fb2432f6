// Courses in Chromium against the real server: a guest's cart that survives reloads and going offline,
// login on the way to a course, applying online and offline (exactly one order), Bangla digits.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DEMO,
  apiLogin,
  launchBrowser,
  loginAs,
  startServer,
  waitForServiceWorker,
  type BrowserSession,
  type RunningServer,
} from "./support";
import { BENGALI, heading, storeLanguage } from "./support/pages";

let server: RunningServer;
let session: BrowserSession;
beforeAll(async () => {
  server = await startServer();
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.dispose();
  await server?.stop();
});

interface ApiCourse {
  id: number;
  slug: string;
  title: string;
}

async function courses(): Promise<ApiCourse[]> {
  const res = await fetch(`${server.url}/api/courses?per_page=50`);
  return ((await res.json()) as { data: ApiCourse[] }).data;
}

async function ordersOf(courseId: number): Promise<unknown[]> {
  const token = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
  const res = await fetch(`${server.url}/api/my-course-orders?per_page=100`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  const body = (await res.json()) as { data: { course_id: number }[] };
  return body.data.filter((o) => o.course_id === courseId);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const cartCount = (page: Page) => page.getByTestId("cart-link").first().getAttribute("aria-label");

it("keeps a guest's cart through reloads and offline, then applies after logging in", async () => {
  const { page, context } = session;
  const [first, second] = await courses();
  await page.goto(`${server.url}/courses`);
  await expect.poll(() => heading(page)).toBe("Training courses");
  await waitForServiceWorker(page);

  for (const course of [first!, second!]) {
    await card(page, course.title).getByRole("button", { name: "Add to cart" }).click();
    await card(page, course.title).getByRole("link", { name: "In cart" }).waitFor();
  }
  await expect.poll(() => cartCount(page)).toBe("Cart, 2 items");
  // Adding the same course again is not possible: the button is gone.
  expect(await card(page, first!.title).getByRole("button", { name: "Add to cart" }).count()).toBe(
    0,
  );

  await page.reload();
  await card(page, first!.title).waitFor();
  await expect.poll(() => cartCount(page)).toBe("Cart, 2 items");

  await context.setOffline(true);
  await page.reload();
  await card(page, first!.title).waitFor();
  await expect.poll(() => cartCount(page)).toBe("Cart, 2 items");
  await page.getByTestId("cart-link").first().click();
  await page.waitForURL(/\/cart$/);
  await expect.poll(() => page.getByTestId("cart-item").count()).toBe(2);
  await context.setOffline(false);

  // A course page needs a login: the login page remembers where we were going.
  await page.goto(`${server.url}/courses`);
  await card(page, first!.title).getByRole("link", { name: first!.title }).click();
  await page.waitForURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get("from")).toBe(`/courses/${first!.slug}`);
  await page.getByLabel("Mobile number or email").fill(DEMO.rahim.username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.rahim.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/courses/${first!.slug}`);
  await expect.poll(() => heading(page)).toBe(first!.title);
  await expect.poll(() => cartCount(page)).toBe("My Cart, 2 items");

  await page.getByRole("link", { name: "Apply now" }).click();
  await page.waitForURL(/\/courses\/\d+\/apply$/);
  await page.locator("#main").getByText("Rahim Uddin").waitFor();
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const note = page.getByTestId("order-note");
  await note.waitFor();
  await expect.poll(async () => (await note.innerText()).trim().length).toBeGreaterThan(0);
  await expect.poll(() => note.getByTestId("pending-badge").count()).toBe(0);
  expect(await page.getByRole("button", { name: "Apply", exact: true }).count()).toBe(0);
  const [order] = (await ordersOf(first!.id)) as { message: string }[];
  expect(order?.message).toBeTruthy();
  expect(await note.innerText()).toContain(order!.message);
  // Applying took the course out of the cart.
  await expect.poll(() => cartCount(page)).toBe("My Cart, 1 item");

  await page.goto(`${server.url}/courses/${first!.slug}`);
  await page.getByText(order!.message).first().waitFor();
  expect(await page.getByRole("link", { name: "Apply now" }).count()).toBe(0);

  await page.goto(`${server.url}/my-courses`);
  await expect.poll(() => heading(page)).toBe("My courses");
  const item = page.getByTestId("order-item").filter({ hasText: first!.title });
  await item.waitFor();
  expect(await item.innerText()).toContain(order!.message);
});

it("queues an application made offline and sends it once when back online", async () => {
  const { page, context } = session;
  const [, second] = await courses();
  await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
  await page.goto(`${server.url}/courses/${second!.id}/apply`);
  await page.getByRole("button", { name: "Apply", exact: true }).waitFor();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const note = page.getByTestId("order-note");
  await note.getByTestId("pending-badge").waitFor();
  expect(await note.innerText()).toMatch(/sent when you are back online/);
  await page.reload();
  await page.getByTestId("order-note").getByTestId("pending-badge").waitFor();
  expect(await ordersOf(second!.id)).toHaveLength(0);

  await context.setOffline(false);
  await expect
    .poll(() => page.getByTestId("order-note").getByTestId("pending-badge").count())
    .toBe(0);
  expect(await ordersOf(second!.id)).toHaveLength(1);
  await page.goto(`${server.url}/my-courses`);
  await page.getByTestId("order-item").filter({ hasText: second!.title }).waitFor();
  expect(await ordersOf(second!.id)).toHaveLength(1);
});

it("shows fees and dates with Bangla digits in Bangla", async () => {
  const { page } = session;
  const [first] = await courses();
  await storeLanguage(page, server.url, "bn");
  await page.goto(`${server.url}/courses/${first!.slug}`);
  const fee = page.getByTestId("actual-fee");
  await fee.waitFor();
  expect(await fee.innerText()).toMatch(/^৳?[০-৯,]+৳?$/);
  const start = await page.getByTestId("course-start").innerText();
  expect(start).toMatch(/[০-৯]/);
  expect(start).not.toMatch(/[0-9]/);
  expect(await page.getByTestId("course-duration").innerText()).toMatch(BENGALI);
  await storeLanguage(page, server.url, "en");
});
