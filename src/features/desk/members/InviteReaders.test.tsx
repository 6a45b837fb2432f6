// Adding a reader's account at the desk asks for their consent: a card only when they had asked to join
// (201), else an invitation (202) shown in the reader's language and kept in "Waiting for the reader" —
// online, and from the outbox once a device that was offline is back. A library waiting for verification
// closes finding by mobile and inviting, and a lookup page carries no count of matches.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { configureApi } from "../../../api/client";
import type { MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import { addMember } from "../../../sync/actions/desk";
import { replayQueue } from "../../../sync/engine";
import { fakeApi, freshMirror, jsonResponse } from "../../../sync/testing";
import { renderWithRouter } from "../../../test/render";
import { makeLibrary, me } from "../../libraries/libraryTestKit.test-util";
import { deskRow } from "../books/bookDesk.test-util";
import { MembersScreen } from "../circulation/MembersScreen";

let db: MirrorDb;
let online = true;
let verified = true;
let addAnswer: () => Response;
let lookupAnswer: () => Response;
let listed: unknown[] = [];
const sent: { method: string; path: string; body?: unknown }[] = [];

const nila = { id: 33, first_name: "Nila", surname: "Das", nickname: null, photo_url: null };
const nilaUser = {
  id: 33,
  attributes: {
    ...nila,
    username: "nila",
    mobile: null,
    email: null,
    dob: null,
    gender: null,
    cover_photo_url: null,
    total_followers: 0,
    total_followings: 0,
    created_at: "2026-01-01T00:00:00.000Z",
  },
};
const invitation = (id: number, memberCode: string | null = null) => ({
  id,
  attributes: {
    id,
    library_id: 1,
    user_id: 33,
    member_id: memberCode ? 7 : null,
    member_code: memberCode,
    status: "pending",
    created_at: "2026-11-28T10:00:00.000Z",
    updated_at: "2026-11-28T10:00:00.000Z",
    library: { id: 1, name: "alokito", title: "Alokito Pathagar", logo_url: null },
    user: nila,
  },
});
const nilaCard = {
  id: 901,
  attributes: {
    id: 901,
    member_code: "AP-M0301",
    first_name: "Nila",
    surname: "Das",
    nickname: null,
    photo_url: null,
    total_reading_books: 0,
    total_has_read_books: 0,
    library_id: 1,
    user_id: 33,
    user: nila,
    roles: [],
    mobile: null,
    address: null,
    active: true,
    joined_at: "2026-11-28T10:00:00.000Z",
    open_loans: 0,
  },
};
const INVITED = {
  message: "An invitation was sent. They become a member when they accept it in their app.",
  data: invitation(41),
};
const PENDING_TEXT =
  "This library is waiting to be verified. Finding readers by mobile and inviting their accounts open once it is verified.";

/** A lookup page as the server sends it now: no count of matches. */
const uncounted = (data: unknown[]) =>
  jsonResponse(200, {
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: null, per_page: 10, total: null, from: 1, to: 1 },
  });

beforeEach(async () => {
  db = await freshMirror();
  online = true;
  verified = true;
  listed = [];
  sent.length = 0;
  addAnswer = () => jsonResponse(202, INVITED);
  lookupAnswer = () => uncounted([nilaUser]);
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  useSession.setState({ token: "token", user: me });
  await db.desk.put(deskRow(1, ["members_manage"]));
  fakeApi(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    const body = request.method === "POST" ? await request.json().catch(() => null) : undefined;
    sent.push({ method: request.method, path, ...(body ? { body } : {}) });
    if (path === "libraries/1")
      return jsonResponse(200, { data: { id: 1, attributes: makeLibrary(1, { verified }) } });
    if (path === "libraries/1/readers") return lookupAnswer();
    if (path === "libraries/1/member-invitations")
      return jsonResponse(200, {
        data: listed,
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 100, total: listed.length },
      });
    if (path === "libraries/1/members" && request.method === "POST") return addAnswer();
    return Promise.reject(new TypeError("Failed to fetch"));
  });
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

/** Finds Nila by mobile in the add dialog; the dialog. */
const findNila = async () => {
  await userEvent.click(await screen.findByRole("button", { name: /^(Add a reader|পাঠক যোগ)/ }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.type(within(dialog).getByRole("searchbox"), "01711000033");
  await userEvent.click(within(dialog).getByRole("button", { name: /Search readers|খুঁজুন/ }));
  await within(dialog).findByTestId("reader-found");
  return dialog;
};

it("finds readers on a page without a count and shows no count of matches", async () => {
  await renderWithRouter(<MembersScreen libraryId={1} />);
  const dialog = await findNila();
  expect(within(dialog).getAllByTestId("reader-found")).toHaveLength(1);
  expect(within(dialog).queryByText(/\b1\b/)).toBeNull();
  expect(sent.filter((c) => c.path === "libraries/1/readers")).toHaveLength(1);
});

it("a 202 says, in Bangla, that an invitation was sent; no card, and the reader waits in the list", async () => {
  await renderWithRouter(<MembersScreen libraryId={1} />, { locale: "bn" });
  const dialog = await findNila();
  listed = [invitation(41)];
  await userEvent.click(within(dialog).getByRole("button", { name: "সদস্য করুন" }));
  expect(
    await screen.findByText("আমন্ত্রণ পাঠানো হয়েছে। তিনি নিজের অ্যাপে আমন্ত্রণটি গ্রহণ করলেই সদস্য হবেন।"),
  ).toBeVisible();
  expect(sent.find((c) => c.method === "POST")?.body).toEqual({ user_id: 33 });
  expect(screen.queryAllByTestId("desk-member")).toHaveLength(0);
  expect(await db.members.count()).toBe(0);
  const waiting = await screen.findByRole("list", { name: "পাঠকের উত্তরের অপেক্ষায়" });
  expect(within(waiting).getByTestId("desk-invitation")).toHaveTextContent("Nila Das");
  expect(await db.outbox.count()).toBe(0);
});

it("a 201 (the reader had asked to join) shows the card and its code", async () => {
  addAnswer = () => jsonResponse(201, { data: nilaCard });
  await renderWithRouter(<MembersScreen libraryId={1} />);
  const dialog = await findNila();
  await userEvent.click(within(dialog).getByRole("button", { name: "Add as member" }));
  expect(await screen.findByText("Nila Das is now a member, code AP-M0301.")).toBeVisible();
  expect((await screen.findAllByTestId("desk-member"))[0]).toHaveTextContent("AP-M0301");
  expect(screen.queryByTestId("desk-invitation")).toBeNull();
});

it("shows the server's waiting invitations, with the walk-in card a reader is asked to take over", async () => {
  listed = [invitation(41), invitation(42, "AP-M0007")];
  await renderWithRouter(<MembersScreen libraryId={1} />);
  const waiting = await screen.findByRole("list", { name: "Waiting for the reader" });
  await waitFor(() => expect(within(waiting).getAllByTestId("desk-invitation")).toHaveLength(2));
  expect(within(waiting).getByTestId("invitation-card")).toHaveTextContent("AP-M0007");
});

it("queued offline, the add shows as not sent; its 202 settles it with no card and no failure", async () => {
  online = false;
  await renderWithRouter(<MembersScreen libraryId={1} />);
  await act(async () => {
    await addMember({ libraryId: 1, reader: { user: nila } });
  });
  const waiting = await screen.findByRole("list", { name: "Waiting for the reader" });
  expect(within(waiting).getByTestId("desk-invitation")).toHaveTextContent(
    "Not sent yet: goes out when this device is online.",
  );
  expect(screen.queryAllByTestId("desk-member")).toHaveLength(0);

  online = true;
  await act(async () => {
    expect(await replayQueue(db)).toEqual({ reason: "empty" });
  });
  expect(await db.outbox.count()).toBe(0);
  expect(await db.members.count()).toBe(0);
  await waitFor(() =>
    expect(within(waiting).getByTestId("desk-invitation")).toHaveTextContent("Invited on"),
  );
});

it("a card made by an older queued add goes when the answer is an invitation; what waited on it is refused, not lost", async () => {
  // An add queued before invitations existed made a card on the device, and a change waits on it.
  await db.members.put({
    id: "tmp-old",
    library_id: 1,
    member_code: "AP-M0301",
    first_name: "Nila",
    surname: "Das",
    nickname: null,
    photo_url: null,
    total_reading_books: 0,
    total_has_read_books: 0,
    user_id: 33,
    user: nila,
    roles: [],
    active: true,
    joined_at: null,
    open_loans: 0,
    pendingBy: "m-old",
  });
  await db.outbox.add({
    id: "m-old",
    kind: "member.create",
    payload: {
      tempId: "tmp-old",
      libraryId: 1,
      member_code: "AP-M0301",
      name: "Nila Das",
      user_id: 33,
      user: nila,
      first_name: "Nila",
      surname: "Das",
      mobile: null,
      address: null,
      createdAt: "2026-11-28T10:00:00.000Z",
    },
    entityKey: "member:tmp-old",
    createdAt: "2026-11-28T10:00:00.000Z",
    attempts: 0,
    nextAttemptAt: 0,
    state: "pending",
    undo: null,
  });
  await db.outbox.add({
    id: "m-edit",
    kind: "member.update",
    payload: { libraryId: 1, memberId: "tmp-old", name: "Nila Das", fields: { address: "Hatia" } },
    entityKey: "member:tmp-old",
    createdAt: "2026-11-28T10:01:00.000Z",
    attempts: 0,
    nextAttemptAt: 0,
    state: "pending",
    undo: { pendingBy: "m-old", address: null },
    dependsOn: "m-old",
  });
  expect(await replayQueue(db)).toEqual({ reason: "empty" });
  expect(await db.members.get("tmp-old")).toBeUndefined();
  const rows = await db.outbox.toArray();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    id: "m-edit",
    state: "failed",
    error: { reason: "member_invited" },
  });
  expect(sent.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
    "libraries/1/members",
  ]);
});

it("a library waiting for verification says so and closes adding readers with an account", async () => {
  verified = false;
  await db.libraries.put(makeLibrary(1, { verified: false }));
  await renderWithRouter(<MembersScreen libraryId={1} />);
  expect(await screen.findByText(PENDING_TEXT)).toBeVisible();
  expect(screen.getByRole("button", { name: "Add a reader" })).toBeDisabled();
  // Walk-in cards still work while pending.
  expect(screen.getByRole("button", { name: "Add a member" })).toBeEnabled();
});

it("the server's library_not_verified refusal of a lookup shows the notice", async () => {
  lookupAnswer = () => jsonResponse(403, { message: PENDING_TEXT, reason: "library_not_verified" });
  await renderWithRouter(<MembersScreen libraryId={1} />);
  await userEvent.click(await screen.findByRole("button", { name: "Add a reader" }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.type(within(dialog).getByRole("searchbox"), "01711000033");
  await userEvent.click(within(dialog).getByRole("button", { name: "Search readers" }));
  expect(await screen.findByText(PENDING_TEXT)).toBeVisible();
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(screen.getByRole("button", { name: "Add a reader" })).toBeDisabled();
});
