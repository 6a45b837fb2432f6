// People screens against a fake API: search, profile, follow counts, report gate, block, unknown id.
// The report and block dialogs themselves are tested in posts/ReportBlock.test.tsx.
import { wire, wireAll } from "../../api/wire.test-util";
import { MODEL_TYPES } from "../../api/schemas/resource";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { configureApi } from "../../api/client";
import type { User } from "../../api/schemas";
import { useSession } from "../../session/session";
import type { MirrorDb } from "../../db";
import { replayQueue } from "../../sync/engine";
import { fakeApi, freshMirror, jsonResponse } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { makePost } from "../feed/feedTestKit.test-util";
import { ProfileScreen } from "./ProfileScreen";
import { UsersScreen } from "./UsersScreen";
import { preloadOnDemand } from "../../test/onDemand.test-util";

preloadOnDemand();

const person = (id: number, first: string, surname: string, extra: Partial<User> = {}): User => ({
  id,
  first_name: first,
  surname,
  nickname: null,
  photo_url: null,
  username: `+88017110000${id}`,
  mobile: `+88017110000${id}`,
  email: null,
  dob: null,
  gender: "f",
  cover_photo_url: null,
  total_followers: 3,
  total_followings: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  ...extra,
});
const rahim = person(1, "Rahim", "Uddin");
const karima = person(2, "Karima", "Begum", { nickname: "Kari" });

let db: MirrorDb;
let requests: string[];
let bodies: unknown[];
let following: boolean;

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", rahim);
  requests = [];
  bodies = [];
  following = false;
  fakeApi(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, "");
    requests.push(`${request.method} ${path}${url.search}`);
    if (request.method === "POST")
      bodies.push(
        await request
          .clone()
          .json()
          .catch(() => null),
      );
    if (path === "users") {
      const term = url.searchParams.get("term") ?? "";
      const data = [rahim, karima].filter((u) =>
        u.first_name.toLowerCase().includes(term.toLowerCase()),
      );
      return jsonResponse(200, {
        data: wireAll(data),
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
      });
    }
    if (path === "users/2")
      return jsonResponse(200, { data: wire({ ...karima, total_followers: following ? 4 : 3 }) });
    if (path === "users/1") return jsonResponse(200, { data: wire(rahim) });
    if (path === "users/2/following-by-me")
      return following
        ? jsonResponse(200, { data: wire({ id: 9, followable_type: MODEL_TYPES.user }) })
        : new Response("", { status: 200 });
    if (path === "users/2/follow") {
      following = true;
      return jsonResponse(201, { message: "Followed" });
    }
    if (path === "users/2/followers")
      return jsonResponse(200, {
        data: [wire({ id: 5, user: rahim, followable_type: MODEL_TYPES.user })],
        meta: { total: 1 },
      });
    if (/users\/\d+\/posts/.test(path))
      return jsonResponse(200, {
        data: [],
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
      });
    if (path === "complain-types/User") return jsonResponse(200, { data: ["Fake account"] });
    if (path === "complains") return jsonResponse(201, { message: "Thanks for telling us." });
    if (path === "blocks") return jsonResponse(201, { message: "Blocked" });
    return jsonResponse(404, { message: "No such user." });
  });
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  useSession.getState().signOut();
});

describe("people search", () => {
  it("lists the server's matches, each linking to the profile", async () => {
    await renderWithRouter(<UsersScreen term="kar" onQuery={() => undefined} />);
    const link = await screen.findByRole("link", { name: /Karima Begum/ });
    expect(link).toHaveAttribute("href", "/users/2");
    expect(screen.queryByRole("link", { name: /Rahim/ })).toBeNull();
    expect(requests).toContain("GET users?term=kar&page=1");
    expect(await db.users.get(2)).toMatchObject({ first_name: "Karima" });
  });
});

describe("profile", () => {
  it("shows another person's page: follow moves the count at once and is sent once", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ProfileScreen userId={2} />, { path: "/users/2" });
    expect(await screen.findByRole("heading", { level: 1, name: "Karima Begum" })).toBeVisible();
    expect(screen.getByText("(Kari)")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Edit My Profile" })).toBeNull();
    expect(screen.queryByText("Start a discussion…")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change cover photo" })).toBeNull();
    expect(await screen.findByText("No available posts")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Followers (4)" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Unfollow" })).toBeVisible();
    await replayQueue(db);
    expect(requests.filter((r) => r === "POST users/2/follow")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Followers (4)" }));
    const dialog = await screen.findByRole("dialog", { name: "Followers (1)" });
    expect(await within(dialog).findByRole("link", { name: /Rahim Uddin/ })).toHaveAttribute(
      "href",
      "/users/1",
    );
  });

  it("shows the owner's controls and the post creator on my own page", async () => {
    await renderWithRouter(<ProfileScreen userId="me" />, { path: "/users/me" });
    expect(await screen.findByRole("heading", { level: 1, name: "Rahim Uddin" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Edit My Profile" })).toHaveAttribute(
      "href",
      "/users/edit-me",
    );
    expect(screen.getByRole("button", { name: "Change profile photo" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Change cover photo" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Follow" })).toBeNull();
    expect(screen.queryByRole("button", { name: /More actions/ })).toBeNull();
    expect(screen.getAllByTestId("avatar-initials")[0]).toHaveTextContent("RU");
    expect(screen.getByText("Start a discussion…")).toBeVisible();
  });

  it("goes home when the person does not exist", async () => {
    const view = await renderWithRouter(<ProfileScreen userId={999} />, { path: "/users/999" });
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/"));
  });

  it("stays on a profile stored on this device when the network fails", async () => {
    await db.users.put(karima);
    fakeApi(() => {
      throw new TypeError("Failed to fetch");
    });
    const view = await renderWithRouter(<ProfileScreen userId={2} />, { path: "/users/2" });
    expect(await screen.findByRole("heading", { level: 1, name: "Karima Begum" })).toBeVisible();
    await new Promise((r) => setTimeout(r, 100));
    expect(view.router.state.location.pathname).toBe("/users/2");
  });

  it("goes home when the network fails and the profile is not on this device", async () => {
    fakeApi(() => {
      throw new TypeError("Failed to fetch");
    });
    const view = await renderWithRouter(<ProfileScreen userId={2} />, { path: "/users/2" });
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/"));
  });

  it("reports only with a reason and a description", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ProfileScreen userId={2} />, { path: "/users/2" });
    await user.click(await screen.findByRole("button", { name: "More actions for Karima Begum" }));
    await user.click(screen.getByRole("menuitem", { name: "Report this user" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this user" });
    await within(dialog).findByRole("option", { name: "Fake account" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getAllByText("Please select an option").length).toBeGreaterThan(1);
    expect(within(dialog).getByText("Please tell us what is wrong.")).toBeVisible();
    expect(requests.some((r) => r.startsWith("POST complains"))).toBe(false);
    await user.selectOptions(within(dialog).getByRole("combobox"), "Fake account");
    await user.type(within(dialog).getByRole("textbox"), "Not a real person");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toContainEqual({
      subject: "Fake account",
      body: "Not a real person",
      complainable_type: "User",
      complainable_id: 2,
    });
  });

  it("blocks: confirms, forgets the person's posts here and goes home", async () => {
    const user = userEvent.setup();
    await db.posts.bulkPut([
      makePost(10, "b", { user: karima, postable: karima }),
      makePost(11, "b", { user: rahim, postable: rahim }),
    ]);
    await db.timelineEntries.bulkPut([
      { timeline: "feed", postId: 10, rank: 0 },
      { timeline: "feed", postId: 11, rank: 1 },
    ]);
    const view = await renderWithRouter(<ProfileScreen userId={2} />, { path: "/users/2" });
    await user.click(await screen.findByRole("button", { name: "More actions for Karima Begum" }));
    await user.click(screen.getByRole("menuitem", { name: "Block this user" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block this user?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, block" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/"));
    expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(["block.create"]);
    expect((await db.blocks.get(2))?.user.first_name).toBe("Karima");
    expect(await db.posts.toCollection().primaryKeys()).toEqual([11]);
    expect((await db.timelineEntries.toArray()).map((e) => e.postId)).toEqual([11]);
  });
});
