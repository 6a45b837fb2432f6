// The desk's member screens in Chromium against the real server, as a volunteer uses them: a walk-in added
// with a photo (online, and offline where the photo follows the member), a member's card with their loans
// and due dates (opened by its address on a device that never opened the desk too, with the library named
// in the menu), an edit, deactivate and reactivate, linking an account by mobile (the reader is asked to
// accept the card in their app, with the same words whether or not an account has the number), giving and taking staff roles, an edit made offline that lands once back online, and
// the server's refusal shown to an admin who did not create the library. Every result is read over HTTP.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  fetchMe,
  launchBrowser,
  loginAs,
  records,
  waitForDeskOffline,
  waitForServiceWorker,
  type BrowserSession,
  type Resource,
  type RunningServer,
} from "./support";
import { api, outboxLines, type Reader } from "./feed-helpers";
import { startDeskServer } from "./desk-day-helpers";

/** A real 8×8 PNG (the server checks the bytes; the browser decodes it to make it smaller). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC",
  "base64",
);

interface Member {
  id: number;
  member_code: string;
  first_name: string;
  surname: string | null;
  mobile: string | null;
  address: string | null;
  active: boolean;
  photo_url: string | null;
  user_id: number | null;
  roles: { name: string }[];
}

interface OpenLoan {
  due_at: string;
  library_book: { book_code: string };
  library_member: { id: number; member_code: string; first_name: string };
}

let server: RunningServer;
let rahim: Reader;
let library: number;
let libraryTitle: string;
let desk: BrowserSession;
beforeAll(async () => {
  const desk = await startDeskServer();
  ({ server, rahim } = desk);
  library = desk.alokito.id;
  libraryTitle = desk.alokito.title;
});
afterAll(async () => {
  await desk?.dispose();
  await server?.stop();
});

/** The library's members whose name or code has `term`, as the server holds them (staff view). */
const membersNamed = async (term: string) =>
  records(
    (
      await api<{ data: Resource<Member>[] }>(
        server.url,
        rahim,
        "GET",
        `libraries/${library}/members?term=${encodeURIComponent(term)}&per_page=100`,
      )
    ).data,
  );
/** Members this file made or read, by their first name then (codes do not change). */
const known = new Map<string, Member>();
const remember = (m: Member) => (known.set(m.first_name, m), m);
const knownAs = (first: string) => {
  const m = known.get(first);
  if (!m) throw new Error(`${first} was not read yet`);
  return m;
};
/** A member as the server holds them now, found by their code. */
const memberOnServer = async (m: Member) =>
  (await membersNamed(m.member_code)).find((found) => found.id === m.id)!;

/** The photo's address answers with an image. */
async function servesImage(url: string | null) {
  expect(url).toMatch(/^\/uploads\/[0-9a-f]+\.(png|jpe?g|webp)\?t=\d+$/);
  const res = await fetch(`${server.url}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^image\//);
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
}

async function openDesk(page: Page, screen: string, heading: string) {
  await page.goto(`${server.url}/libraries/${library}/desk${screen ? `/${screen}` : ""}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

async function openCard(page: Page, id: number) {
  await openDesk(page, `members/${id}`, "Member card");
  await page.getByTestId("member-code").waitFor();
}

/** Adds a walk-in member through the dialog; a photo is chosen and prepared before saving. */
async function addWalkIn(page: Page, who: { name: string; mobile: string; photo?: boolean }) {
  await openDesk(page, "members", "Members");
  await page.getByRole("button", { name: "Add a member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a walk-in member" });
  await dialog.getByLabel("Name", { exact: true }).fill(who.name);
  await dialog.getByLabel("Mobile").fill(who.mobile);
  if (who.photo) {
    await dialog
      .getByLabel("Member photo")
      .setInputFiles({ name: "walk-in.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByAltText("The new photo").waitFor();
  }
  return dialog;
}

const landed = (page: Page) => expect.poll(() => outboxLines(page, rahim.id)).toEqual([]);

/** The one member the server holds with this name and mobile, once it is there. */
async function onlyMember(name: string, mobile: string): Promise<Member> {
  const found = async () =>
    (await membersNamed(name)).filter((m) => m.first_name === name && m.mobile === mobile);
  await expect.poll(async () => (await found()).length).toBe(1);
  return remember((await found())[0]!);
}

it("a walk-in added online with a photo: the card holds it and its address serves the image", async () => {
  desk = await launchBrowser();
  const { page } = desk;
  await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
  await page.goto(`${server.url}/alokito`);
  await waitForServiceWorker(page);
  await openDesk(page, "members", "Members");
  await page.getByTestId("desk-member").first().waitFor();

  const dialog = await addWalkIn(page, { name: "Nasrin", mobile: "01711000881", photo: true });
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await landed(page);
  const nasrin = await onlyMember("Nasrin", "+8801711000881");
  expect(nasrin).toMatchObject({ mobile: "+8801711000881", user_id: null });
  await servesImage(nasrin.photo_url);

  await openCard(page, nasrin.id);
  const photo = page.locator(".member-view__head img");
  await expect.poll(() => photo.getAttribute("src")).toBe(nasrin.photo_url);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}, 300_000);

it("a member's card shows their code and the books they hold with due dates", async () => {
  const { page } = desk;
  const [loan] = records(
    (
      await api<{ data: Resource<OpenLoan>[] }>(
        server.url,
        rahim,
        "GET",
        `libraries/${library}/book-issues?status=open&per_page=1`,
      )
    ).data,
  );
  const holder = loan!.library_member;
  await openCard(page, holder.id);
  await page.locator(".member-view__name").getByText(holder.first_name).waitFor();
  expect(await page.getByTestId("member-code").innerText()).toBe(holder.member_code);
  const held = page
    .getByTestId("member-open-loan")
    .filter({ hasText: loan!.library_book.book_code });
  const due = await page.evaluate(
    (iso) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" }).format(new Date(iso)),
    loan!.due_at,
  );
  await held.getByText(`Due ${due}`).waitFor();
}, 300_000);

it("a card opened by its address on a device that never opened the desk: the card, and whose desk it is", async () => {
  // Nasrin is the newest member: the last of the members' pages, which only a whole pull brings.
  const nasrin = knownAs("Nasrin");
  const cold = await launchBrowser();
  try {
    const { page } = cold;
    await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
    await openCard(page, nasrin.id);
    expect(await page.getByTestId("member-code").innerText()).toBe(nasrin.member_code);
    const badge = page.getByRole("complementary", { name: "Library menu" }).getByRole("link");
    await badge.filter({ hasText: libraryTitle }).first().waitFor();

    // The desk's home reads no library of its own: the menu still names it, not "Library".
    const home = await launchBrowser();
    try {
      await loginAs(home.page, DEMO.rahim.username, DEMO.rahim.password, server.url);
      await openDesk(home.page, "", "Library desk");
      await home.page
        .getByRole("complementary", { name: "Library menu" })
        .getByRole("link")
        .filter({ hasText: libraryTitle })
        .first()
        .waitFor();
    } finally {
      await home.dispose();
    }
  } finally {
    await cold.dispose();
  }
}, 300_000);

it("edits a member, deactivates and reactivates them: the server holds each change", async () => {
  const { page } = desk;
  const nasrin = knownAs("Nasrin");
  await openCard(page, nasrin.id);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit member" });
  await dialog.getByLabel("Name", { exact: true }).fill("Nasrin Edited");
  await dialog.getByLabel("Surname").fill("Sultana");
  await dialog.getByLabel("Mobile").fill("017-1100 0882");
  await dialog.getByLabel("Address").fill("Char Kukri, Bhola");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.locator(".member-view__name").getByText("Nasrin Edited Sultana").waitFor();
  await landed(page);
  expect(await memberOnServer(nasrin)).toMatchObject({
    first_name: "Nasrin Edited",
    surname: "Sultana",
    mobile: "+8801711000882",
    address: "Char Kukri, Bhola",
    active: true,
  });

  await page.getByRole("button", { name: "Deactivate" }).click();
  await page.getByTestId("member-state").getByText("Inactive").waitFor();
  await landed(page);
  expect((await memberOnServer(nasrin)).active).toBe(false);
  await page.getByRole("button", { name: "Reactivate" }).click();
  await page.getByTestId("member-state").getByText("Active").waitFor();
  await landed(page);
  expect((await memberOnServer(nasrin)).active).toBe(true);
}, 300_000);

it("asks the reader to accept a card linked by mobile, the same words whether or not an account has it", async () => {
  const { page } = desk;
  const asked =
    "If a reader has confirmed this number, they are asked to accept this card in their app.";
  const nasrin = knownAs("Nasrin");
  await openCard(page, nasrin.id);
  await page.getByRole("button", { name: "Link account by mobile" }).click();
  await page.getByText(asked).waitFor();
  expect((await memberOnServer(nasrin)).user_id).toBeNull();

  // Karima has an account and no card here: she is asked, and the card is hers once she accepts.
  const dialog = await addWalkIn(page, { name: "Karima Walk-in", mobile: "01711000002" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await landed(page);
  const card = await onlyMember("Karima Walk-in", "+8801711000002");
  await openCard(page, card.id);
  await page.getByRole("button", { name: "Link account by mobile" }).click();
  await page.getByText(asked).waitFor();
  expect((await memberOnServer(card)).user_id).toBeNull();

  const karimaToken = await apiLogin(server.url, DEMO.karima.username, DEMO.karima.password);
  const karima = { token: karimaToken, id: Number((await fetchMe(server.url, karimaToken)).id) };
  const invitations = records(
    (
      await api<{
        data: Resource<{ id: number; library_id: number; member_code: string | null }>[];
      }>(server.url, karima, "GET", "member-invitations")
    ).data,
  );
  const invitation = invitations.find((i) => i.library_id === library)!;
  expect(invitation.member_code).toBe(card.member_code);
  await api(server.url, karima, "POST", `member-invitations/${invitation.id}/accept`);
  expect((await memberOnServer(card)).user_id).toBe(karima.id);
}, 300_000);

it("gives and takes staff roles; the creator makes Karima an admin", async () => {
  const { page } = desk;
  const card = knownAs("Karima Walk-in");
  const roles = async () =>
    (await memberOnServer(card)).roles.map((r) => r.name).filter((r) => r !== "member");
  await openCard(page, card.id);
  const group = page.getByRole("group", { name: "Staff roles" });
  const save = async () => {
    await group.getByRole("button", { name: "Save roles" }).click();
    await group.getByText("Roles saved.").waitFor();
  };
  await group.getByLabel("Librarian (books and lending)").check();
  await save();
  expect(await roles()).toEqual(["librarian"]);
  await group.getByLabel("Librarian (books and lending)").uncheck();
  await save();
  expect(await roles()).toEqual([]);
  await group.getByLabel("Admin (every power)").check();
  await save();
  expect(await roles()).toEqual(["admin"]);
}, 300_000);

it("offline: an edit and a walk-in with a photo wait, marked, and land once back online", async () => {
  const { page, context } = desk;
  const nasrin = knownAs("Nasrin");
  await openCard(page, nasrin.id);
  await waitForDeskOffline(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit member" });
  await edit.getByLabel("Address").fill("Lalmohan, Bhola");
  await edit.getByRole("button", { name: "Save" }).click();
  await edit.waitFor({ state: "detached" });
  await page.locator(".member-view__head").getByText("Waiting to send").waitFor();
  await page.getByText("Lalmohan, Bhola").waitFor();

  const add = await addWalkIn(page, { name: "Shirin", mobile: "01711000883", photo: true });
  await add
    .getByText("Offline, the photo waits on this device and is sent after the member.")
    .waitFor();
  await add.getByRole("button", { name: "Save" }).click();
  await add.waitFor({ state: "detached" });
  await page.getByLabel("Search members").fill("Shirin");
  await page
    .getByTestId("desk-member")
    .filter({ hasText: "Shirin" })
    .getByText("Waiting to send")
    .waitFor();
  // The edit may have been tried already (or be in a try on the backoff timer, offline): it settles
  // back to waiting, with the network's error beside it.
  await expect
    .poll(async () => (await outboxLines(page, rahim.id)).map((line) => line.replace(/:.*$/, "")))
    .toEqual(["member.update pending", "member.create pending", "member.photo pending"]);
  expect((await memberOnServer(nasrin)).address).toBe("Char Kukri, Bhola");
  expect((await membersNamed("Shirin")).filter((m) => m.mobile === "+8801711000883")).toEqual([]);

  await context.setOffline(false);
  await landed(page);
  expect((await memberOnServer(nasrin)).address).toBe("Lalmohan, Bhola");
  const shirin = await onlyMember("Shirin", "+8801711000883");
  await servesImage(shirin.photo_url);
}, 300_000);

it("an admin who did not create the library sees the server refuse an admin change", async () => {
  // Sumaiya (circulation) is made an admin; Karima's device shows it; meanwhile the creator takes it
  // back, so the roles Karima saves would give admin again: only the creator may, and she is told so.
  const sumaiyaToken = await apiLogin(server.url, "+8801711000003", DEMO.rahim.password);
  const sumaiyaId = Number((await fetchMe(server.url, sumaiyaToken)).id);
  const sumaiya = (await membersNamed("Sumaiya")).find((m) => m.user_id === sumaiyaId);
  expect(sumaiya?.roles.map((r) => r.name)).toContain("circulation");
  const setRoles = (names: string[]) =>
    api(server.url, rahim, "PUT", `libraries/${library}/members/${sumaiya!.id}/roles`, {
      roles: names,
    });
  await setRoles(["circulation", "admin"]);
  const karima = await launchBrowser();
  try {
    const { page } = karima;
    await loginAs(page, DEMO.karima.username, DEMO.karima.password, server.url);
    await openDesk(page, "members", "Members");
    await page.getByTestId("desk-member").first().waitFor();
    await openCard(page, sumaiya!.id);
    const group = page.getByRole("group", { name: "Staff roles" });
    const admin = group.getByLabel("Admin (every power)");
    await expect.poll(() => admin.isChecked()).toBe(true);
    expect(await admin.isDisabled()).toBe(true);

    await setRoles(["circulation"]);
    await group.getByLabel("Librarian (books and lending)").check();
    await group.getByRole("button", { name: "Save roles" }).click();
    await group.getByText("Only the library's creator can give or take the admin role.").waitFor();
    expect(
      (await memberOnServer(sumaiya!)).roles.map((r) => r.name).filter((r) => r !== "member"),
    ).toEqual(["circulation"]);
  } finally {
    await karima.dispose();
  }
}, 300_000);
