// A reader's invitations from libraries: shown on My Libraries and on the inviting library's page, with
// Accept (the reader is a member from then on, the library among theirs) and Decline; online only, with
// errors and a malformed answer shown, never a crash.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { wire } from "../../api/wire.test-util";
import { metaKeys } from "../../sync/keys";
import { jsonResponse } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { LibraryScreen } from "./LibraryScreen";
import {
  libraryWorld,
  makeLibrary,
  makeMember,
  me,
  type LibraryWorld,
} from "./libraryTestKit.test-util";
import { MyLibrariesScreen } from "./MyLibrariesScreen";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const invitation = (id: number, libraryId: number, title: string, code: string | null) => ({
  id,
  library_id: libraryId,
  user_id: me.id,
  member_id: code ? 42 : null,
  member_code: code,
  status: "pending" as const,
  created_at: "2026-11-28T10:00:00.000Z",
  updated_at: "2026-11-28T10:00:00.000Z",
  library: { id: libraryId, name: `library-${libraryId}`, title, logo_url: null },
  user: {
    id: me.id,
    first_name: me.first_name,
    surname: me.surname,
    nickname: null,
    photo_url: null,
  },
});

/** A world where the reader is invited by Alokito Pathagar (card AP-M0042): accepting makes it theirs. */
async function invitedWorld(options: { acceptAnswer?: () => Response } = {}) {
  const pending = [invitation(7, 1, "Alokito Pathagar", "AP-M0042")];
  const answered: string[] = [];
  const world: LibraryWorld = await libraryWorld({
    libraries: [makeLibrary(1, { name: "alokito", title: "Alokito Pathagar" })],
    extra: (request, path) => {
      if (request.method === "GET" && path === "member-invitations")
        return jsonResponse(200, { data: pending.map((i) => wire(i)) });
      const m = path.match(/^member-invitations\/(\d+)\/(accept|decline)$/);
      if (request.method !== "POST" || !m) return undefined;
      answered.push(`${m[2]} ${m[1]}`);
      const found = pending.find((i) => i.id === Number(m[1]));
      if (!found) return jsonResponse(404, { message: "Member invitation not found." });
      if (m[2] === "accept" && options.acceptAnswer) return options.acceptAnswer();
      pending.splice(pending.indexOf(found), 1);
      if (m[2] === "decline")
        return jsonResponse(200, { data: wire({ ...found, status: "declined" }) });
      const card = { ...makeMember(me.id, me.first_name), member_code: "AP-M0042" };
      world.myMembership = card;
      world.myLibraryIds = [1];
      return jsonResponse(200, {
        data: wire({ ...card, user: { ...card.user!, id: me.id } }),
      });
    },
  });
  return { world, answered, pending };
}

it("My Libraries shows the invitation in Bangla; accepting makes the reader a member of that library", async () => {
  const { world, answered } = await invitedWorld();
  await renderWithRouter(<MyLibrariesScreen />, { locale: "bn" });
  const item = await screen.findByTestId("member-invitation");
  expect(item).toHaveTextContent(
    "Alokito Pathagar আপনাকে সদস্য হওয়ার আমন্ত্রণ জানিয়েছে (কার্ড AP-M0042)",
  );
  await userEvent.click(within(item).getByRole("button", { name: "গ্রহণ করুন" }));
  expect(await screen.findByText("আপনি এখন Alokito Pathagar-এর সদস্য।")).toBeVisible();
  expect(answered).toEqual(["accept 7"]);
  expect(screen.queryByTestId("member-invitation")).toBeNull();
  // The library is among the reader's, and their stored membership says member.
  expect(await screen.findByRole("link", { name: "Alokito Pathagar" })).toBeVisible();
  const stored = await world.db.meta.get(metaKeys.membership(1));
  expect(stored?.value).toMatchObject({ state: "member", member: { member_code: "AP-M0042" } });
});

it("the inviting library's page shows its invitation; declining sends it and drops it", async () => {
  const { answered, pending } = await invitedWorld();
  await renderWithRouter(<LibraryScreen id={1} />);
  const item = await screen.findByTestId("member-invitation");
  expect(item).toHaveTextContent("Alokito Pathagar invites you to be a member (card AP-M0042)");
  await userEvent.click(within(item).getByRole("button", { name: "Decline" }));
  expect(
    await screen.findByText("You declined the invitation from Alokito Pathagar."),
  ).toBeVisible();
  expect(answered).toEqual(["decline 7"]);
  expect(pending).toHaveLength(0);
});

it("another library's page does not show the invitation", async () => {
  const { world } = await invitedWorld();
  world.libraries.push(makeLibrary(2, { title: "Boi Ghor" }));
  await renderWithRouter(<LibraryScreen id={2} />);
  expect(await screen.findByRole("heading", { level: 1, name: "Boi Ghor" })).toBeVisible();
  await waitFor(() =>
    expect(world.requests.some((r) => r.path === "member-invitations")).toBe(true),
  );
  expect(screen.queryByTestId("member-invitation")).toBeNull();
});

it("a malformed accept answer is shown as an error, the invitation stays, nothing crashes", async () => {
  const { world } = await invitedWorld({
    acceptAnswer: () => jsonResponse(200, { data: { id: "not a card" } }),
  });
  await renderWithRouter(<MyLibrariesScreen />);
  const item = await screen.findByTestId("member-invitation");
  await userEvent.click(within(item).getByRole("button", { name: "Accept" }));
  expect(
    await within(item).findByText("The answer could not be sent just now. Try again."),
  ).toBeVisible();
  expect(screen.getByTestId("member-invitation")).toBeVisible();
  expect(await world.db.meta.get(metaKeys.membership(1))).toBeUndefined();
});

it("an invitation already answered elsewhere says it is no longer open", async () => {
  const { pending } = await invitedWorld();
  await renderWithRouter(<MyLibrariesScreen />);
  const item = await screen.findByTestId("member-invitation");
  pending.length = 0;
  await userEvent.click(within(item).getByRole("button", { name: "Accept" }));
  expect(await within(item).findByText("This invitation is no longer open.")).toBeVisible();
});

it("offline, the answer buttons wait and say to connect", async () => {
  const { world } = await invitedWorld();
  await renderWithRouter(<MyLibrariesScreen />);
  const item = await screen.findByTestId("member-invitation");
  world.online(false);
  expect(
    await within(item).findByText("Connect to the internet to answer this invitation."),
  ).toBeVisible();
  expect(within(item).getByRole("button", { name: "Accept" })).toBeDisabled();
  expect(within(item).getByRole("button", { name: "Decline" })).toBeDisabled();
});
