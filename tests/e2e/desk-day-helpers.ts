// The desk files' shared set-up (a server, Rahim's token, alokito), the desk's steps as a volunteer takes them in
// the browser (add a typed book, lend, find a loan), and the records the server answers about copies, loans and
// members.
import type { Page } from "playwright-core";
import { api, type Reader } from "./feed-helpers";
import {
  DEMO,
  apiLogin,
  fetchMe,
  record,
  startServer,
  type Resource,
  type RunningServer,
} from "./support";

/** A test server, Rahim (staff of alokito) signed in through its API, and alokito as the server holds it. */
export interface DeskServer {
  server: RunningServer;
  rahim: Reader;
  alokito: { id: number; title: string };
}

/** Starts the server the desk files share the set-up of: the seeded data, Rahim's token, alokito's record. */
export async function startDeskServer(): Promise<DeskServer> {
  const server = await startServer();
  const token = await apiLogin(server.url, DEMO.rahim.username, DEMO.rahim.password);
  const rahim = { token, id: Number((await fetchMe(server.url, token)).id) };
  const found = await api<{ data: Resource<DeskServer["alokito"]> }>(
    server.url,
    rahim,
    "GET",
    "searches/alokito",
  );
  return { server, rahim, alokito: record(found.data) };
}

export interface DayCopy {
  id: number;
  book_code: string;
  shelf_number: string | null;
  box_number: string | null;
  status: string;
  withdrawn: { reason: string; note: string | null } | null;
  book: { title: string; isbn: string | null; authors: { name: string }[] };
}

export interface DayLoan {
  id: number;
  collected_at: string | null;
  renewals: number;
  days_overdue: number;
  library_book: { id: number; book_code: string };
  library_member: { id: number; member_code: string; first_name: string };
}

export interface DayMember {
  id: number;
  first_name: string;
  member_code: string;
  mobile: string | null;
}

export const copyItem = (page: Page, code: string) =>
  page.locator(`[data-testid="desk-copy"][data-code="${code}"]`);

/** On the add form: types a title by "Test Kobi" and adds it (the code field keeps its suggestion). */
export async function addTypedBook(
  page: Page,
  book: { title: string; shelf?: string; copies?: number },
): Promise<void> {
  await page.getByLabel("Title").fill(book.title);
  await page.getByLabel("Author 1").fill("Test Kobi");
  if (book.shelf) await page.getByLabel("Shelf").fill(book.shelf);
  if (book.copies) await page.getByLabel("Copies").fill(String(book.copies));
  await page.getByRole("button", { name: "Add the book" }).click();
}

/** Waits for the loan, confirming first when the member is at the loan limit. */
export async function lentOrWarned(page: Page, done: RegExp): Promise<void> {
  const anyway = page.getByRole("button", { name: "Lend anyway" });
  const lent = page.getByText(done);
  await anyway.or(lent).first().waitFor();
  if (await anyway.isVisible()) await anyway.click();
  await lent.waitFor();
}

/** On the lend screen: lends the copy with `code` to the member found by `member`. */
export async function lend(page: Page, code: string, member: string): Promise<void> {
  await page.getByLabel("Book code").fill(code);
  await page.getByLabel("Member", { exact: true }).fill(member);
  await page
    .getByRole("button", { name: new RegExp(member) })
    .first()
    .click();
  await page.getByRole("button", { name: "Lend" }).click();
  await lentOrWarned(page, new RegExp(`\\(${code}\\) lent to`));
}

/** On the return screen: finds a copy's open loan. */
export async function findLoan(page: Page, code: string) {
  await page.getByLabel("Book code").fill(code);
  await page.getByRole("button", { name: "Find the loan" }).click();
  return page.getByTestId("loan-found").filter({ hasText: code });
}
