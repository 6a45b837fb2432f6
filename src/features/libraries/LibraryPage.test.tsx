// The library page with the fake API: membership on load, follow, the member request gate, edit rights,
// tabs, local search of a saved catalogue, issue states and the page offline from the mirror.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { selectTitleOverride, useTitleOverride } from "../../app/title";
import { replayNow } from "../../sync";
import { renderWithRouter } from "../../test/render";
import { LibraryByNameScreen, LibraryScreen } from "./LibraryScreen";
import {
  libraryWorld,
  makeBook,
  makeIssue,
  makeLibrary,
  makeMember,
  me,
} from "./libraryTestKit.test-util";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole("button", { name: "Follow and membership" }));
  return screen.getByRole("menu");
};

describe("LibraryScreen", () => {
  it("shows the library with its address, title and QR code, and resolves membership to none", async () => {
    const world = await libraryWorld({
      libraries: [
        makeLibrary(1, {
          title: "Alokito Pathagar",
          address: {
            house: "12",
            village: "Mirpur",
            police_station: { name: "Pallabi" },
            district: { name: "Dhaka" },
            post_code: "1216",
          },
        }),
      ],
    });
    const user = userEvent.setup();
    await renderWithRouter(<LibraryScreen id={1} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Alokito Pathagar" }),
    ).toBeVisible();
    expect(screen.getByText("12, Mirpur, Pallabi, Dhaka, 1216")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "QR code of Alokito Pathagar" })).toHaveAttribute(
      "src",
      "/qr-codes/library_qr_codes/lib_qr_1.svg",
    );
    await waitFor(() =>
      expect(selectTitleOverride(useTitleOverride.getState())).toBe("Alokito Pathagar"),
    );
    // library → my-membership (none) → my-request (none) → state none, in that order
    const order = () =>
      world.requests
        .map((r) => r.path)
        .filter((p) =>
          /^libraries\/1(\/members\/my-membership|\/member-requests\/my-request)?$/.test(p),
        );
    await waitFor(() =>
      expect(order()).toEqual([
        "libraries/1",
        "libraries/1/members/my-membership",
        "libraries/1/member-requests/my-request",
      ]),
    );
    const menu = await openMenu(user);
    expect(within(menu).getByRole("menuitem", { name: "Request to be member" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Upload cover photo" })).toBeNull();
  });

  it("sends nothing until the agreement is ticked, then shows 'Member request sent' and sends it once", async () => {
    const world = await libraryWorld();
    const user = userEvent.setup();
    await renderWithRouter(<LibraryScreen id={1} />);
    await screen.findByRole("heading", { level: 1, name: "Alokito Pathagar" });
    await waitFor(() =>
      expect(world.requests.some((r) => r.path.endsWith("my-request"))).toBe(true),
    );
    await user.click(
      within(await openMenu(user)).getByRole("menuitem", { name: "Request to be member" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Request to be member" });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(
      await within(dialog).findByText("Tick the box to agree before sending your request."),
    ).toBeVisible();
    expect(await world.db.outbox.count()).toBe(0);

    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Member request sent")).toBeVisible();
    await act(() => replayNow());
    await waitFor(() => expect(world.myRequest).toBe(true));
    expect(
      world.requests.filter((r) => r.method === "POST" && r.path.endsWith("member-requests")),
    ).toHaveLength(1);
    const menu = await openMenu(user);
    expect(within(menu).getByRole("menuitem", { name: "Member request sent" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("shows an earlier request from the server as sent", async () => {
    await libraryWorld({ myRequest: true });
    await renderWithRouter(<LibraryScreen id={1} />);
    expect(await screen.findByText("Member request sent")).toBeVisible();
  });

  it("follow and unfollow change the state and the follower count", async () => {
    const world = await libraryWorld();
    const user = userEvent.setup();
    await renderWithRouter(<LibraryScreen id={1} />);
    expect(await screen.findByRole("button", { name: "10 followers" })).toBeVisible();
    await user.click(within(await openMenu(user)).getByRole("menuitem", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "11 followers" })).toBeVisible();
    expect(screen.getByText("Following")).toBeVisible();
    await act(() => replayNow());
    await waitFor(() => expect(world.following).toBe(true));
    await user.click(within(await openMenu(user)).getByRole("menuitem", { name: "Unfollow" }));
    expect(await screen.findByRole("button", { name: "10 followers" })).toBeVisible();
    await act(() => replayNow());
    await waitFor(() => expect(world.following).toBe(false));
  });

  it("opens the followers list titled with the count", async () => {
    await libraryWorld();
    const user = userEvent.setup();
    await renderWithRouter(<LibraryScreen id={1} />);
    await user.click(await screen.findByRole("button", { name: "10 followers" }));
    const dialog = await screen.findByRole("dialog", { name: "Followers (10)" });
    expect(await within(dialog).findByText("Follower Begum")).toBeVisible();
  });

  it("gives library_edit holders the cover and logo uploads, edit link and post box", async () => {
    await libraryWorld({ myMembership: makeMember(me.id, "Karima", ["library_edit"]) });
    await renderWithRouter(<LibraryScreen id={1} />);
    expect(await screen.findByRole("button", { name: "Upload cover photo" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Upload logo" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Edit library" })).toBeVisible();
    expect(screen.getByText("Member")).toBeVisible();
    expect(await screen.findByTestId("start-discussion")).toBeInTheDocument();
  });

  it("a member without library_edit sees no uploads and no post box", async () => {
    await libraryWorld({ myMembership: makeMember(me.id, "Karima", ["issue_books"]) });
    await renderWithRouter(<LibraryScreen id={1} />);
    expect(await screen.findByText("Member")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Upload cover photo" })).toBeNull();
    expect(screen.queryByTestId("start-discussion")).toBeNull();
  });

  it("books tab: the server's page with code, shelf, box and authors, and its search term", async () => {
    const world = await libraryWorld({
      libraries: [makeLibrary(1, { title: "Alokito Pathagar", total_books: 2 })],
      books: [makeBook(1, "Himu"), makeBook(2, "Debi", "Humayun Ahmed")],
    });
    await renderWithRouter(<LibraryScreen id={1} tab="books" term="him" />);
    expect(await screen.findByRole("heading", { level: 2, name: "Books (2)" })).toBeVisible();
    expect(await screen.findByText("Himu")).toBeVisible();
    expect(screen.queryByText("Debi")).toBeNull();
    expect(screen.getByText("Code: B-0001")).toBeVisible();
    expect(screen.getByText("Shelf: 3")).toBeVisible();
    expect(screen.getByText("Box: 12")).toBeVisible();
    expect(world.requests.some((r) => r.path.endsWith("/books") && r.search.includes("term=him")));
  });

  it("a saved catalogue is searched on the device, Bangla included, without asking the server", async () => {
    const books = [
      makeBook(1, "হিমু", "হুমায়ূন আহমেদ"),
      makeBook(2, "Debi"),
      ...Array.from({ length: 40 }, (_, i) => makeBook(10 + i, `Book ${i}`)),
    ];
    const world = await libraryWorld({
      myMembership: makeMember(me.id, "Karima"),
      books,
      members: [makeMember(5, "Nila"), makeMember(6, "Rafiq")],
    });
    await renderWithRouter(<LibraryScreen id={1} tab="members" />);
    // A member's library is saved for offline by default.
    expect(await screen.findByTestId("catalogue-saved")).toBeVisible();
    // Mirroring takes every copy and every member in one answer each, not pages.
    expect(world.requests.filter((r) => r.path.endsWith("/books/snapshot"))).toHaveLength(1);
    expect(world.requests.filter((r) => r.path.endsWith("/members/snapshot"))).toHaveLength(1);
    // (The members tab asks for its first page itself; mirroring asks for no pages.)
    expect(world.requests.filter((r) => r.search.includes("per_page=100"))).toHaveLength(0);
    const before = world.requests.length;
    // The title in Bangla; "হুমায়ূন" would find the other books too, by their author Humayun Ahmed.
    await renderWithRouter(<LibraryScreen id={1} tab="books" term="হিমু" />);
    expect(await screen.findByText("হিমু")).toBeVisible();
    expect(screen.queryByText("Debi")).toBeNull();
    await renderWithRouter(<LibraryScreen id={1} tab="members" term="rafiq" />);
    expect(await screen.findByText("Rafiq Sarkar")).toBeVisible();
    expect(
      world.requests
        .slice(before)
        .filter((r) => r.path.endsWith("/books") || r.path.endsWith("/members")),
    ).toHaveLength(0);
  });

  it("issue history says Borrowed until collected_at is a valid date", async () => {
    await libraryWorld({
      myMembership: makeMember(me.id, "Karima", ["library_edit"]),
      issues: [
        makeIssue(1, null),
        makeIssue(2, "2026-11-05T10:00:00.000Z"),
        makeIssue(3, "not a date"),
      ],
    });
    await renderWithRouter(<LibraryScreen id={1} tab="issues" />);
    const items = await screen.findAllByRole("listitem");
    const states = items.map((li) => li.querySelector(".issue-status")?.textContent);
    expect(states).toEqual(["Borrowed", "Returned", "Borrowed"]);
    expect(within(items[0]!).getByText("Nila Das")).toBeVisible();
  });

  it("about tab lists every info field", async () => {
    await libraryWorld({
      libraries: [
        makeLibrary(1, {
          title: "Alokito Pathagar",
          about: "A reading room for the village.",
          email: "alo@example.org",
          govt_reg_no: "REG-7",
          post_code: "1216",
          total_regular_news_papers: 3,
          opening_time_at: "15:00",
          off_days: "Friday",
        }),
      ],
    });
    await renderWithRouter(<LibraryScreen id={1} tab="about" />);
    expect(await screen.findByText("A reading room for the village.")).toBeVisible();
    for (const label of [
      "Email",
      "Founded",
      "Govt. registration no.",
      "Phone",
      "Mobile",
      "Post code",
      "Regular newspapers",
      "Regular magazines",
      "Opening time",
      "Closing time",
      "Off days",
    ])
      expect(screen.getByText(label, { selector: "dt" })).toBeInTheDocument();
    expect(screen.getByText("REG-7")).toBeVisible();
    expect(screen.getByText("1216")).toBeVisible();
    expect(screen.getByText("Friday")).toBeVisible();
  });

  it("opens by unique name, and offline from the mirror once it was seen", async () => {
    const world = await libraryWorld();
    const first = await renderWithRouter(<LibraryByNameScreen username="alokito" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Alokito Pathagar" }),
    ).toBeVisible();
    first.unmount();
    world.online(false);
    world.unreachable = true;
    await renderWithRouter(<LibraryScreen id={1} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Alokito Pathagar" }),
    ).toBeVisible();
  });

  it("says so when a library name is unknown", async () => {
    await libraryWorld();
    await renderWithRouter(<LibraryByNameScreen username="nowhere" />);
    expect(await screen.findByText("No library with this name was found.")).toBeVisible();
  });
});
