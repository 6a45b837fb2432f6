// Lending at the desk offline in Chromium against the real server: a walk-in member, three loans, a
// return, an overdue return (days late shown) and a renewal made offline survive a reload and land
// exactly; a second device lending the same copy wins, and the first device's loan comes back 409
// book_on_loan, shown with the holder and dropped without losing the rest.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  fetchMe,
  launchBrowser,
  loginAs,
  record,
  records,
  startServer,
  waitForServiceWorker,
  type Resource,
  type RunningServer,
} from "./support";
import { api, outboxStates, waitForOutboxEmpty, type Reader } from "./feed-helpers";

const SUMAIYA = { username: "+8801711000003", password: "pathagar-demo" };
const WALK_IN = { name: "Jamila", mobile: "01711000777" };

let server: RunningServer;
let rahim: Reader;
let library: number;
beforeAll(async () => {
  server = await startServer();
  const token = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
  rahim = { token, id: Number((await fetchMe(server.url, token)).id) };
  library = record(
    (await api<{ data: Resource<{ id: number }> }>(server.url, rahim, "GET", "searches/alokito"))
      .data,
  ).id;
});
afterAll(() => server?.stop());

interface Copy {
  id: number;
  book_code: string;
  status: string;
  book: { title: string };
}
interface Loan {
  id: number;
  collected_at: string | null;
  renewals: number;
  days_overdue: number;
  library_book: { id: number; book_code: string };
  library_member: { id: number; member_code: string; first_name: string };
}

const availableCopies = async (n: number) =>
  records(
    (
      await api<{ data: Resource<Copy>[] }>(
        server.url,
        rahim,
        "GET",
        `libraries/${library}/books?status=available&per_page=${n}`,
      )
    ).data,
  );

const loansOf = async (memberName: string) =>
  records(
    (
      await api<{ data: Resource<Loan>[] }>(
        server.url,
        rahim,
        "GET",
        `libraries/${library}/book-issues?term=${encodeURIComponent(memberName)}&per_page=100`,
      )
    ).data,
  ).filter((l) => l.library_member.first_name === memberName);

const loanList = async (query: string) =>
  records(
    (
      await api<{ data: Resource<Loan>[] }>(
        server.url,
        rahim,
        "GET",
        `libraries/${library}/book-issues?${query}&per_page=100`,
      )
    ).data,
  );

/** Keeps the copies on the device: the Books tab stores what it shows. */
async function mirrorCopies(page: Page, codes: string[]) {
  for (const code of codes) {
    await page.goto(`${server.url}/libraries/${library}?tab=books&term=${code}`);
    await page.getByText(code).first().waitFor();
  }
}

async function lend(page: Page, code: string, member: string) {
  await page.getByLabel("Book code").fill(code);
  await page.getByLabel("Member", { exact: true }).fill(member);
  await page
    .getByRole("button", { name: new RegExp(member) })
    .first()
    .click();
  await page.getByRole("button", { name: "Lend" }).click();
  await lentOrWarned(page, new RegExp(`\\(${code}\\) lent to`));
}

/** Waits for the loan, confirming first when the member is at the loan limit. */
async function lentOrWarned(page: Page, done: RegExp) {
  const anyway = page.getByRole("button", { name: "Lend anyway" });
  const lent = page.getByText(done);
  await anyway.or(lent).first().waitFor();
  if (await anyway.isVisible()) await anyway.click();
  await lent.waitFor();
}

/** Finds a copy's open loan on the return screen. */
async function findLoan(page: Page, code: string) {
  await page.getByLabel("Book code").fill(code);
  await page.getByRole("button", { name: "Find the loan" }).click();
  return page.getByTestId("loan-found").filter({ hasText: code });
}

describe("desk lending", () => {
  it("offline: add a walk-in, lend two copies, return one; reload; online lands exactly that, and a 409 from another device is dropped", async () => {
    const [first, second, contested] = await availableCopies(3);
    const [late] = await loanList("status=overdue");
    expect(late!.days_overdue).toBeGreaterThan(0);
    const lateCode = late!.library_book.book_code;
    const rahimDevice = await launchBrowser();
    const sumaiyaDevice = await launchBrowser();
    try {
      const { page, context } = rahimDevice;
      await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
      await mirrorCopies(page, [
        first!.book_code,
        second!.book_code,
        contested!.book_code,
        lateCode,
      ]);
      // The desk keeps the open loans on the device: the overdue list shows the late one.
      await page.goto(`${server.url}/libraries/${library}/desk/overdue`);
      await page.getByText(lateCode).first().waitFor();
      await page.goto(`${server.url}/libraries/${library}/desk/members`);
      // The desk's settings and members are on the device once its list shows them.
      await page.getByTestId("desk-member").first().waitFor();
      await waitForServiceWorker(page);
      await context.setOffline(true);

      // A walk-in member, two loans and one return, all offline.
      await page.getByRole("button", { name: "Add a member" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name", { exact: true }).fill(WALK_IN.name);
      await dialog.getByLabel("Mobile").fill(WALK_IN.mobile);
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByLabel("Search members").fill(WALK_IN.name);
      await page.getByTestId("desk-member").filter({ hasText: WALK_IN.name }).waitFor();
      await page.goto(`${server.url}/libraries/${library}/desk/lend`);
      await lend(page, first!.book_code, WALK_IN.name);
      await lend(page, second!.book_code, WALK_IN.name);
      await lend(page, contested!.book_code, WALK_IN.name);
      await page.goto(`${server.url}/libraries/${library}/desk/return`);
      let found = await findLoan(page, first!.book_code);
      await found.getByText("On time (0 days overdue)").waitFor();
      await found.getByRole("button", { name: "Take it back" }).click();
      await page.getByText(/is back on the shelf/).waitFor();
      // The overdue copy comes back with its days late; the second loan is renewed.
      found = await findLoan(page, lateCode);
      await found.getByText(`${late!.days_overdue} days overdue`).waitFor();
      await found.getByRole("button", { name: "Take it back" }).click();
      await page.getByText(/is back on the shelf/).waitFor();
      found = await findLoan(page, second!.book_code);
      await found.getByRole("button", { name: "Renew" }).click();
      await page.getByText(/renewed until/).waitFor();

      // Meanwhile Sumaiya (circulation only) lends the contested copy online.
      const s = sumaiyaDevice.page;
      await loginAs(s, SUMAIYA.username, SUMAIYA.password, server.url);
      await mirrorCopies(s, [contested!.book_code]);
      await s.goto(`${server.url}/libraries/${library}/desk/lend`);
      await s.getByLabel("Book code").waitFor();
      await s.getByLabel("Book code").fill(contested!.book_code);
      await s.getByLabel("Member", { exact: true }).fill("AP-M0001");
      await s
        .getByRole("button", { name: /AP-M0001/ })
        .first()
        .click();
      await s.getByRole("button", { name: "Lend" }).click();
      await lentOrWarned(s, /lent to/);
      const me = await fetchMe(
        server.url,
        await apiLogin(server.url, SUMAIYA.username, SUMAIYA.password),
      );
      await waitForOutboxEmpty(s, Number(me.id));

      // A reload while offline keeps everything, pending.
      await page.reload();
      await page.goto(`${server.url}/libraries/${library}/desk/members`);
      await page.getByLabel("Search members").fill(WALK_IN.name);
      await page.getByTestId("desk-member").filter({ hasText: WALK_IN.name }).waitFor();
      expect(await outboxStates(page, rahim.id)).toEqual(Array(7).fill("pending"));

      await context.setOffline(false);
      await expect.poll(async () => (await outboxStates(page, rahim.id)).join(",")).toBe("failed");
      await page.getByTestId("sync-indicator").filter({ hasText: "1 failed" }).click();
      const refused = page.getByTestId("sync-item").filter({ hasText: contested!.book_code });
      await refused.getByText(/AP-M0001/).waitFor();
      await refused.getByRole("button", { name: /^Drop: / }).click();
      await waitForOutboxEmpty(page, rahim.id);

      // The server holds exactly that: one member, two loans, the first returned.
      const loans = await loansOf(WALK_IN.name);
      expect(
        loans.map((l) => [l.library_book.book_code, l.collected_at !== null, l.renewals]).sort(),
      ).toEqual(
        [
          [first!.book_code, true, 0],
          [second!.book_code, false, 1],
        ].sort(),
      );
      const back = await loanList(`book=${late!.library_book.id}`);
      expect(back.find((l) => l.id === late!.id)?.collected_at).not.toBeNull();
      const members = records(
        (
          await api<{ data: Resource<{ first_name: string; mobile: string | null }>[] }>(
            server.url,
            rahim,
            "GET",
            `libraries/${library}/members?term=${WALK_IN.name}`,
          )
        ).data,
      ).filter((m) => m.first_name === WALK_IN.name);
      expect(members).toEqual([expect.objectContaining({ mobile: "+8801711000777" })]);
    } finally {
      await rahimDevice.dispose();
      await sumaiyaDevice.dispose();
    }
  }, 300_000);
});
