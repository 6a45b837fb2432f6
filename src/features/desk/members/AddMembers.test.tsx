// Adding members from the members list: a reader with an account found by name (online only), and a
// walk-in reader with a camera photo that is queued behind the add and sent once the member is on the
// server — offline too, and never left out by a Save tapped while the photo is being prepared.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { configureApi } from "../../../api/client";
import type { MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import { fakeApi, freshMirror, jsonResponse } from "../../../sync/testing";
import { replayQueue } from "../../../sync/engine";
import { renderWithRouter } from "../../../test/render";
import { me } from "../../libraries/libraryTestKit.test-util";
import { MembersScreen } from "../circulation/MembersScreen";
import { deskRow } from "../books/bookDesk.test-util";

/** Set by a test to hold the photo "being prepared" until it resolves. */
let preparing: Promise<void> | null = null;
vi.mock("../../profile/prepareImage", () => ({
  isImageFile: async () => true,
  prepareImage: async (file: File) => {
    await preparing;
    return file;
  },
}));

let db: MirrorDb;
let online = true;
const calls: { method: string; path: string; photo?: boolean }[] = [];
const mobiles: string[] = [];
const nila = { id: 33, first_name: "Nila", surname: "Das", nickname: null, photo_url: null };
const user = (u: typeof nila) => ({
  id: u.id,
  attributes: {
    ...u,
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
});
const walkInRecord = (id: number, code: string) => ({
  id,
  attributes: {
    id,
    member_code: code,
    first_name: "Rupa",
    surname: null,
    nickname: null,
    photo_url: null,
    total_reading_books: 0,
    total_has_read_books: 0,
    library_id: 1,
    user_id: null,
    user: { id: null, first_name: "Rupa", surname: null, nickname: null, photo_url: null },
    roles: [],
    mobile: "+8801711000077",
    address: null,
    active: true,
    joined_at: "2026-11-26T10:00:00.000Z",
    open_loans: 0,
  },
});

beforeEach(async () => {
  db = await freshMirror();
  online = true;
  calls.length = 0;
  mobiles.length = 0;
  preparing = null;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  useSession.setState({ token: "token", user: me });
  await db.desk.put(deskRow(1, ["members_manage"]));
  fakeApi(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    const form = path.endsWith("/upload-photo") ? await request.formData() : null;
    calls.push({ method: request.method, path, ...(form ? { photo: form.has("photo") } : {}) });
    if (path === "libraries/1/readers")
      mobiles.push(new URL(request.url).searchParams.get("mobile") ?? "");
    if (path === "libraries/1/desk")
      return jsonResponse(200, {
        data: {
          id: 1,
          attributes: {
            id: 1,
            permissions: ["members_manage"],
            loan_period_days: 14,
            loan_limit: 3,
            book_code_prefix: "AP",
            next_book_code: "AP-03001",
            next_member_code: "AP-M0301",
          },
        },
      });
    if (path === "libraries/1/readers")
      return jsonResponse(200, {
        data: [user(nila)],
        // The lookup carries no count of matches.
        meta: { current_page: 1, last_page: null, total: null, per_page: 10 },
        links: { prev: null, next: null },
      });
    if (path === "users")
      return jsonResponse(200, {
        data: [user(nila)],
        meta: { current_page: 1, last_page: 1, total: 1, per_page: 15 },
        links: { prev: null, next: null },
      });
    if (path === "libraries/1/members" && request.method === "POST")
      return jsonResponse(201, { data: walkInRecord(900, "AP-M0301") });
    if (path === "libraries/1/members/900/upload-photo")
      return jsonResponse(200, { data: "/uploads/abc.jpg?t=1" });
    return jsonResponse(403, { message: "Not for this test" });
  });
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

it("says offline that searching readers needs the internet", async () => {
  online = false;
  await renderWithRouter(<MembersScreen libraryId={1} />);
  await userEvent.click(await screen.findByRole("button", { name: "Add a reader" }));
  const dialog = await screen.findByRole("dialog");
  expect(
    within(dialog).getByText(
      "Searching readers needs the internet. Offline, add a walk-in member.",
    ),
  ).toBeVisible();
  expect(within(dialog).getByRole("button", { name: "Search readers" })).toBeDisabled();
  expect(calls.filter((c) => c.path === "users")).toHaveLength(0);
});

it("searches by mobile when the text is a number, by name otherwise; a short number is not sent", async () => {
  await renderWithRouter(<MembersScreen libraryId={1} />);
  await userEvent.click(await screen.findByRole("button", { name: "Add a reader" }));
  const dialog = await screen.findByRole("dialog");
  const box = within(dialog).getByLabelText("Reader's name or mobile");
  const search = within(dialog).getByRole("button", { name: "Search readers" });

  await userEvent.type(box, "01711");
  await userEvent.click(search);
  expect(
    within(dialog).getByText(
      "Type at least the first 8 digits of a Bangladeshi mobile, like 01711 000…",
    ),
  ).toBeVisible();
  const searches = () =>
    calls.map((c) => c.path).filter((p) => p === "users" || p === "libraries/1/readers");
  expect(searches()).toEqual([]);

  await userEvent.type(box, " 000-77");
  await userEvent.click(search);
  expect(await within(dialog).findByTestId("reader-found")).toHaveTextContent("Nila Das");
  expect(searches()).toEqual(["libraries/1/readers"]);
  expect(mobiles).toEqual(["01711 000-77"]);

  await userEvent.clear(box);
  await userEvent.type(box, "Nila");
  await userEvent.click(search);
  await waitFor(() => expect(searches()).toEqual(["libraries/1/readers", "users"]));
});

/** Opens the add dialog, types a walk-in and chooses a photo; the dialog, with the photo maybe still being prepared. */
const typeWalkIn = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Add a member" }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.type(within(dialog).getByLabelText("Name"), "Rupa");
  await userEvent.type(within(dialog).getByLabelText("Mobile"), "01711000077");
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "me.jpg", {
    type: "image/jpeg",
  });
  await userEvent.upload(within(dialog).getByLabelText("Member photo"), photo);
  return dialog;
};

const addWalkIn = async () => {
  const dialog = await typeWalkIn();
  await within(dialog).findByAltText("The new photo");
  return dialog;
};

it("offline, adds the walk-in at once; online, the photo follows the member to the server", async () => {
  online = false;
  await renderWithRouter(<MembersScreen libraryId={1} />);
  const dialog = await addWalkIn();
  expect(
    within(dialog).getByText(
      "Offline, the photo waits on this device and is sent after the member.",
    ),
  ).toBeVisible();
  await act(async () => within(dialog).getByRole("button", { name: "Save" }).click());
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect((await screen.findAllByTestId("desk-member"))[0]).toHaveTextContent("Rupa");
  expect(calls).toHaveLength(0);
  expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(["member.create", "member.photo"]);

  online = true;
  expect(await replayQueue(db)).toEqual({ reason: "empty" });
  expect(calls.filter((c) => c.method === "POST")).toEqual([
    { method: "POST", path: "libraries/1/members" },
    { method: "POST", path: "libraries/1/members/900/upload-photo", photo: true },
  ]);
  const card = await db.members.get(900);
  expect(card?.photo_url).toBe("/uploads/abc.jpg?t=1");
  expect(card?.localPhoto ?? null).toBeNull();
});

it("Save waits while the photo is being prepared, so the photo is never left out", async () => {
  let ready = () => {};
  preparing = new Promise<void>((resolve) => (ready = resolve));
  await renderWithRouter(<MembersScreen libraryId={1} />);
  const dialog = await typeWalkIn();
  await within(dialog).findByText("Preparing the photo…");
  expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
  await act(async () => ready());
  await within(dialog).findByAltText("The new photo");
  await act(async () => within(dialog).getByRole("button", { name: "Save" }).click());
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(async () =>
    expect((await db.outbox.toArray()).map((r) => r.kind)).toContain("member.photo"),
  );
});
