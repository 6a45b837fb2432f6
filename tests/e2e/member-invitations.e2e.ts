// Consent at the desk in Chromium against the real server: a volunteer (Rahim, staff of alokito) finds a
// reader by mobile and adds them, which invites them (no card, "Waiting for the reader"); the reader, in
// another browser, sees the invitation on My Libraries and accepts, and holds a card from then on. Every
// result is read over HTTP too.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DEMO,
  apiLogin,
  fetchMe,
  launchBrowser,
  loginAs,
  records,
  type BrowserSession,
  type Resource,
  type RunningServer,
  withoutServiceWorkers,
} from "./support";
import { api, type Reader } from "./feed-helpers";
import { startDeskServer } from "./desk-day-helpers";

// These pages never go offline: they talk to the server without the service worker in between.
withoutServiceWorkers();

interface Invitation {
  id: number;
  user_id: number;
  member_code: string | null;
  status: string;
}

interface Card {
  id: number;
  member_code: string;
  user_id: number | null;
}

const SHAPLA = {
  first_name: "Shapla",
  surname: "Khatun",
  username: "+8801719000123",
  password: "shapla-reads-2026",
  dob: "1998-04-14",
  gender: "f",
};

let server: RunningServer;
let rahim: Reader;
let shapla: Reader;
let library: { id: number; title: string };
let desk: BrowserSession | undefined;
let reader: BrowserSession | undefined;

/** Registers Shapla through the API (code step with the test server's fixed code), then signs her in. */
async function registerShapla(): Promise<Reader> {
  const post = (headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/auth/register-with-username`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json", ...headers },
      body: JSON.stringify(SHAPLA),
    });
  expect((await post()).status).toBe(200);
  expect((await post({ "ot-code": "123456" })).status).toBe(201);
  const token = await apiLogin(server.url, SHAPLA.username, SHAPLA.password);
  return { token, id: Number((await fetchMe(server.url, token)).id) };
}

beforeAll(async () => {
  const started = await startDeskServer();
  ({ server, rahim } = started);
  library = started.alokito;
  shapla = await registerShapla();
});
afterAll(async () => {
  await reader?.dispose();
  await desk?.dispose();
  await server?.stop();
});

const invitationsOnServer = async () =>
  records(
    (
      await api<{ data: Resource<Invitation>[] }>(
        server.url,
        rahim,
        "GET",
        `libraries/${library.id}/member-invitations`,
      )
    ).data,
  );

/** Shapla's card in alokito as she reads it, or null (the server answers 404 while she has none). */
async function shaplasCard(): Promise<Card | null> {
  const res = await fetch(`${server.url}/api/libraries/${library.id}/members/my-membership`, {
    headers: { accept: "application/json", authorization: `Bearer ${shapla.token}` },
  });
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: Resource<Card> | null };
  return body.data ? body.data.attributes : null;
}

async function openMembers(page: Page) {
  await page.goto(`${server.url}/libraries/${library.id}/desk/members`);
  await page.getByRole("heading", { level: 1, name: "Members" }).waitFor();
}

it("the volunteer adds a reader found by mobile: an invitation, and no card", async () => {
  desk = await launchBrowser();
  const { page } = desk;
  await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, server.url);
  await openMembers(page);
  await page.getByTestId("desk-member").first().waitFor();

  await page.getByRole("button", { name: "Add a reader" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a reader with an account" });
  await dialog.getByLabel("Reader's name or mobile").fill("01719 000");
  await dialog.getByRole("button", { name: "Search readers" }).click();
  const found = dialog.getByTestId("reader-found").filter({ hasText: "Shapla Khatun" });
  await found.waitFor();
  await found.getByRole("button", { name: "Add as member" }).click();

  await page
    .getByText("Invitation sent. They become a member when they accept it in their app.")
    .waitFor();
  const waiting = page.getByRole("list", { name: "Waiting for the reader" });
  await waiting.getByTestId("desk-invitation").filter({ hasText: "Shapla Khatun" }).waitFor();
  // Her number finds no card (her name would find others: a seeded Shapla, and শাপলা by its sound).
  await page.getByLabel("Search members").fill(SHAPLA.username);
  await page
    .getByRole("status")
    .getByText(/^0 members$/)
    .waitFor();

  const pending = (await invitationsOnServer()).filter((i) => i.user_id === shapla.id);
  expect(pending).toHaveLength(1);
  expect(pending[0]!.status).toBe("pending");
  expect(await shaplasCard()).toBeNull();
}, 300_000);

it("the reader sees the invitation on My Libraries and accepts it", async () => {
  reader = await launchBrowser();
  const { page } = reader;
  await loginAs(page, SHAPLA.username, SHAPLA.password, server.url);
  await page.goto(`${server.url}/libraries/my-libraries`);
  await page.getByRole("heading", { level: 1, name: "My Libraries" }).waitFor();
  const item = page.getByTestId("member-invitation");
  await item.getByText(`${library.title} invites you to be a member`).waitFor();
  await item.getByRole("button", { name: "Accept" }).click();

  await page.getByText(`You are now a member of ${library.title}.`).waitFor();
  await page.locator(".library-cards").getByRole("link", { name: library.title }).waitFor();
  expect(await item.count()).toBe(0);

  const card = await shaplasCard();
  expect(card?.user_id).toBe(shapla.id);
  expect((await invitationsOnServer()).some((i) => i.user_id === shapla.id)).toBe(false);
}, 300_000);
