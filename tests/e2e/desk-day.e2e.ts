// A volunteer's day at the desk in Chromium against the real server, offline: 20 copies added (one by scanning
// its ISBN with a fake camera into the add form, filled from the device), one edited, one withdrawn, two moved,
// a walk-in member, two loans, a return, an overdue return and a renewal; a reload keeps all of it pending; online,
// the server holds exactly that. Then a second device takes a code and lends a copy first: both 409s are shown
// in the sync panel in words, and resolved (another code; drop the loan) without losing what was typed.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  fetchMe,
  loginAs,
  records,
  waitForDeskOffline,
  waitForServiceWorker,
  type Resource,
  type RunningServer,
} from "./support";
import { launchWithFakeCamera, noteDialogs, scanIntoBooksSearch } from "./support/fake-camera";
import { api, outboxLines, outboxStates, waitForOutboxEmpty, type Reader } from "./feed-helpers";
import {
  addTypedBook,
  copyItem,
  findLoan,
  lend,
  startDeskServer,
  type DayCopy,
  type DayLoan,
  type DayMember,
} from "./desk-day-helpers";

/** Pride and Prejudice: a seeded title, so the scan fills the form from the device's catalogue. */
const PRIDE_ISBN = "9780141439518";
const WALK_IN = { name: "Jamila", mobile: "01711000777" };
const SUMAIYA = { username: "+8801711000003", password: "pathagar-demo" };

let server: RunningServer;
let rahim: Reader;
let library: number;
beforeAll(async () => {
  const desk = await startDeskServer();
  ({ server, rahim } = desk);
  library = desk.alokito.id;
});
afterAll(() => server?.stop());

const get = async <T>(path: string, as = rahim) =>
  records((await api<{ data: Resource<T>[] }>(server.url, as, "GET", path)).data);
const copiesSince = async (since: string) =>
  (
    await get<DayCopy>(
      `libraries/${library}/books?updated_since=${encodeURIComponent(since)}&per_page=100`,
    )
  ).sort((a, b) => a.book_code.localeCompare(b.book_code));
const loansOf = async (name: string) =>
  (
    await get<DayLoan>(
      `libraries/${library}/book-issues?term=${encodeURIComponent(name)}&per_page=100`,
    )
  ).filter((l) => l.library_member.first_name === name);

async function openDesk(page: Page, screen: string, heading: string) {
  await page.goto(`${server.url}/libraries/${library}/desk/${screen}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

it("a day offline: 20 books, a walk-in, loans and returns land exactly once; 409s resolved", async () => {
  const started = new Date(Date.now() - 1000).toISOString();
  const [late] = await get<DayLoan>(`libraries/${library}/book-issues?status=overdue&per_page=1`);
  expect(late!.days_overdue).toBeGreaterThan(0);
  const lateCode = late!.library_book.book_code;
  const { page, context, dispose } = await launchWithFakeCamera(PRIDE_ISBN);
  try {
    const wasm: string[] = [];
    page.on("request", (r) => void (r.url().endsWith(".wasm") && wasm.push(r.url())));
    await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
    await page.goto(`${server.url}/alokito`);
    await waitForServiceWorker(page);
    await page.getByTestId("catalogue-saved").waitFor();

    // Online once: the Books tab's scan fills its search, with the reader's .wasm from this site, kept by
    // the service worker for the day offline (Linux Chromium has no BarcodeDetector).
    await page
      .getByRole("navigation", { name: "Library sections" })
      .getByRole("link", { name: /^Books \(/ })
      .click();
    expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);
    await scanIntoBooksSearch(page, PRIDE_ISBN);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(url).toMatch(new RegExp(`^${server.url}/assets/[^/]+\\.wasm$`));
    // Kept with its JavaScript, which the precache leaves out too.
    await expect
      .poll(async () =>
        (
          await page.evaluate(async () =>
            (await (await caches.open("pathagar-scanner")).keys()).map((r) => r.url),
          )
        ).map((url) => (url === wasm[0] ? "the .wasm" : url.replace(/-[\w-]+\.js$/, ".js"))),
      )
      .toEqual(expect.arrayContaining(["the .wasm", `${server.url}/assets/wasmDetector.js`]));
    // The desk keeps the open loans, members and its settings (next code) on the device.
    await openDesk(page, "overdue", "Overdue books");
    await page.getByText(lateCode).first().waitFor();
    await openDesk(page, "members", "Members");
    await page.getByTestId("desk-member").first().waitFor();
    await openDesk(page, "books/new", "Add a book");
    const codeField = page.getByLabel("Book code");
    await expect.poll(() => codeField.inputValue()).toMatch(/^AP-\d{5}$/);
    const n = Number((await codeField.inputValue()).slice(3));
    const code = (i: number) => `AP-${String(n + i).padStart(5, "0")}`;

    // The desk's code, kept by the service worker since its first screen opened online.
    await waitForDeskOffline(page);
    await context.setOffline(true);
    // A fresh page: the reader comes from the service worker's cache, not from memory.
    await page.reload();
    const dialogsShown = await noteDialogs(page);
    await page.getByRole("button", { name: "Scan the ISBN barcode" }).click();
    await expect
      .poll(() => page.getByRole("textbox", { name: "ISBN" }).inputValue())
      .toBe(PRIDE_ISBN);
    expect(await dialogsShown()).toContain("Scan the ISBN");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page
      .getByTestId("isbn-note")
      .getByText("Found on this device", { exact: false })
      .waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("Pride and Prejudice");
    expect(await page.getByLabel("Author 1").inputValue()).toBe("Jane Austen");
    await page.getByRole("button", { name: "Add the book" }).click();
    await page
      .getByTestId("books-added")
      .getByText(`Added ${code(0)}`)
      .waitFor();
    await addTypedBook(page, { title: "Shonar Tori Offline", shelf: "Z-01", copies: 3 });
    await page
      .getByTestId("books-added")
      .getByText(`Added ${code(1)}–${code(3)}`)
      .waitFor();
    for (let i = 4; i < 20; i++) {
      await addTypedBook(page, { title: `Desk Day Book ${i}` });
      await page
        .getByTestId("books-added")
        .getByText(`Added ${code(i)}`)
        .waitFor();
    }

    // Edit a copy's place, withdraw one, move two at once.
    await openDesk(page, "books", "Books");
    await page.getByLabel("Search books").fill("shonar tori");
    await copyItem(page, code(2))
      .getByRole("link", { name: `Edit ${code(2)}` })
      .click();
    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("Shonar Tori Offline");
    await page.getByLabel("Shelf").fill("Z-02");
    await page.getByLabel("Box").fill("B-9");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/desk/books"));
    await copyItem(page, code(3))
      .getByRole("link", { name: `Edit ${code(3)}` })
      .click();
    await page.getByRole("button", { name: "Withdraw…" }).click();
    await page.getByLabel("lost").check();
    await page.getByLabel("Note (optional)").fill("Fell in the river");
    await page.getByRole("dialog").getByRole("button", { name: "Withdraw", exact: true }).click();
    await page
      .getByTestId("copy-status")
      .getByText("Withdrawn: lost — Fell in the river")
      .waitFor();
    await openDesk(page, "books", "Books");
    await page.getByLabel(`Choose ${code(0)}`).check();
    await page.getByLabel(`Choose ${code(1)}`).check();
    await page.getByText("2 chosen").waitFor();
    await page.getByRole("button", { name: "Move to shelf/box" }).click();
    await page.getByLabel("New shelf").fill("M-1");
    await page.getByLabel("New box").fill("7");
    await page.getByRole("dialog").getByRole("button", { name: "Move", exact: true }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    // A walk-in member borrows two of the new books and brings one back; an overdue loan comes back
    // with its days late; the other new loan is renewed.
    await openDesk(page, "members", "Members");
    await page.getByRole("button", { name: "Add a member" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: true }).fill(WALK_IN.name);
    await dialog.getByLabel("Mobile").fill(WALK_IN.mobile);
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByLabel("Search members").fill(WALK_IN.name);
    await page.getByTestId("desk-member").filter({ hasText: WALK_IN.name }).waitFor();
    await openDesk(page, "lend", "Lend a book");
    await lend(page, code(4), WALK_IN.name);
    await lend(page, code(5), WALK_IN.name);
    await openDesk(page, "return", "Return a book");
    let found = await findLoan(page, code(4));
    await found.getByText("On time (0 days overdue)").waitFor();
    await found.getByRole("button", { name: "Take it back" }).click();
    await page.getByText(/is back on the shelf/).waitFor();
    found = await findLoan(page, lateCode);
    await found.getByText(`${late!.days_overdue} days overdue`).waitFor();
    await found.getByRole("button", { name: "Take it back" }).click();
    await page.getByText(/is back on the shelf/).waitFor();
    found = await findLoan(page, code(5));
    await found.getByRole("button", { name: "Renew" }).click();
    await page.getByText(/renewed until/).waitFor();

    // Reloaded offline: everything is there, waiting to send (18 adds, edit, withdrawal, move, member,
    // 2 loans, 2 returns, renewal), in the desk's list and in the Books tab.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Return a book" }).waitFor();
    await expect.poll(() => outboxStates(page, rahim.id)).toEqual(Array(27).fill("pending"));
    await openDesk(page, "books", "Books");
    for (let i = 0; i < 20; i++)
      await copyItem(page, code(i)).getByText("Waiting to send").waitFor();
    await copyItem(page, code(3)).getByText("Withdrawn: lost — Fell in the river").waitFor();
    expect(await copyItem(page, code(0)).innerText()).toContain("Shelf: M-1 · Box: 7");
    await page.goto(`${server.url}/alokito`);
    await page
      .getByRole("navigation", { name: "Library sections" })
      .getByRole("link", { name: /^Books \(/ })
      .click();
    await page
      .locator(`.book-item[data-code="${code(19)}"]`)
      .getByText("Waiting to send")
      .waitFor();

    // Online: each action is sent once, and the server holds exactly the day.
    await context.setOffline(false);
    await expect.poll(() => outboxLines(page, rahim.id)).toEqual([]);
    const copies = await copiesSince(started);
    const ours = copies.filter((c) => c.book_code >= code(0) && c.book_code <= code(19));
    expect(ours.map((c) => [c.book_code, c.shelf_number, c.box_number, c.status])).toEqual(
      Array.from({ length: 20 }, (_, i) => [
        code(i),
        i < 2 ? "M-1" : i === 2 ? "Z-02" : "Z-01",
        i < 2 ? "7" : i === 2 ? "B-9" : null,
        i === 3 ? "withdrawn" : i === 5 ? "on_loan" : "available",
      ]),
    );
    expect(ours[0]!.book).toMatchObject({ title: "Pride and Prejudice", isbn: PRIDE_ISBN });
    expect(ours[1]!.book.authors.map((a) => a.name)).toEqual(["Test Kobi"]);
    expect(ours[3]!.withdrawn).toMatchObject({ reason: "lost", note: "Fell in the river" });
    expect(ours.slice(4).map((c) => c.book.title)).toEqual(
      Array.from({ length: 16 }, (_, i) => `Desk Day Book ${i + 4}`),
    );
    const members = (
      await get<DayMember>(`libraries/${library}/members?term=${WALK_IN.name}&per_page=100`)
    ).filter((m) => m.first_name === WALK_IN.name);
    expect(members).toEqual([expect.objectContaining({ mobile: "+8801711000777" })]);
    const loans = await loansOf(WALK_IN.name);
    expect(
      loans.map((l) => [l.library_book.book_code, l.collected_at !== null, l.renewals]).sort(),
    ).toEqual([
      [code(4), true, 0],
      [code(5), false, 1],
    ]);
    const back = await get<DayLoan>(
      `libraries/${library}/book-issues?book=${late!.library_book.id}`,
    );
    expect(back.find((l) => l.id === late!.id)?.collected_at).not.toBeNull();
    await openDesk(page, "books", "Books");
    await page.getByLabel("Search books").fill("desk day book 19");
    await copyItem(page, code(19)).waitFor();
    await expect.poll(() => page.getByText("Waiting to send").count()).toBe(0);

    // Offline again: a copy with the next code and a loan of a copy on the shelf. Meanwhile a second
    // device takes that code and Sumaiya (circulation only) lends that copy.
    await openDesk(page, "books/new", "Add a book");
    await expect.poll(() => codeField.inputValue()).toBe(code(20));
    await context.setOffline(true);
    await addTypedBook(page, { title: "Gitanjali Second Device", shelf: "K-4" });
    await page
      .getByTestId("books-added")
      .getByText(`Added ${code(20)}`)
      .waitFor();
    await openDesk(page, "lend", "Lend a book");
    await lend(page, code(6), WALK_IN.name);
    await api(server.url, rahim, "POST", `libraries/${library}/books`, {
      title: "Taken Elsewhere",
      authors: ["Other Desk"],
      book_code: code(20),
    });
    const sumaiyaToken = await apiLogin(server.url, SUMAIYA.username, SUMAIYA.password);
    const sumaiya = {
      token: sumaiyaToken,
      id: Number((await fetchMe(server.url, sumaiyaToken)).id),
    };
    const [first] = await get<DayMember>(`libraries/${library}/members?term=AP-M0001`, sumaiya);
    await api(server.url, sumaiya, "POST", `libraries/${library}/book-issues`, {
      library_book_id: ours[6]!.id,
      library_member_id: first!.id,
    });

    await context.setOffline(false);
    await expect
      .poll(async () => (await outboxStates(page, rahim.id)).join(","))
      .toBe("failed,failed");
    await page.getByTestId("sync-indicator").filter({ hasText: "2 failed" }).click();
    const refusedAdd = page.getByTestId("sync-item").filter({ hasText: "Gitanjali Second Device" });
    await refusedAdd
      .getByText("Another copy in this library already has this book code.")
      .waitFor();
    const refusedLoan = page.getByTestId("sync-item").filter({ hasText: code(6) });
    await refusedLoan
      .getByText(`This copy is on loan to ${first!.first_name}`, { exact: false })
      .waitFor();
    await refusedLoan.getByText(/AP-M0001/).waitFor();
    await refusedLoan.getByRole("button", { name: /^Drop: / }).click();
    const another = refusedAdd.getByLabel("Choose another code");
    await expect.poll(() => another.inputValue()).toMatch(/^AP-\d{5}$/);
    const newCode = await another.inputValue();
    expect(newCode).not.toBe(code(20));
    await refusedAdd.getByRole("button", { name: "Send with this code" }).click();
    await waitForOutboxEmpty(page, rahim.id);

    // What was typed landed under the new code; the loan went to Sumaiya's reader only.
    const resolved = (
      await get<DayCopy>(`libraries/${library}/books?term=Gitanjali&per_page=10`)
    ).filter((c) => c.book.title === "Gitanjali Second Device");
    expect(resolved.map((c) => [c.book_code, c.shelf_number, c.book.authors[0]?.name])).toEqual([
      [newCode, "K-4", "Test Kobi"],
    ]);
    const contested = await get<DayLoan>(`libraries/${library}/book-issues?book=${ours[6]!.id}`);
    expect(contested.map((l) => l.library_member.member_code)).toEqual(["AP-M0001"]);
    expect(await loansOf(WALK_IN.name)).toHaveLength(2);
  } finally {
    await dispose();
  }
}, 300_000);
