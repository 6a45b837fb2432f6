// Loan records and member lists on the library page follow the server's rule: a reader who is not a
// member is told why (in their language, offline too) instead of an error or an empty list, and a
// member who is not staff sees only their own loans.
import { issueRow } from "../../../db";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { configureApi } from "../../../api/client";
import { renderWithRouter } from "../../../test/render";
import { LibraryScreen } from "../LibraryScreen";
import { libraryWorld, makeIssue, makeLibrary, makeMember, me } from "../libraryTestKit.test-util";
import { metaKeys } from "../../../sync";

afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

const MEMBERS_PRIVATE = "Only this library's members can see its members.";
const LOANS_PRIVATE = "Loan records are private to the library's staff and each borrower.";

describe("private library lists", () => {
  it("a reader who is not a member is told why on both tabs, not shown an error", async () => {
    await libraryWorld({ members: [makeMember(5, "Nila")], issues: [makeIssue(1, null)] });
    const members = await renderWithRouter(<LibraryScreen id={1} tab="members" />);
    expect(await screen.findByText(MEMBERS_PRIVATE)).toBeVisible();
    expect(screen.queryByText("Nila Sarkar")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    members.unmount();
    await renderWithRouter(<LibraryScreen id={1} tab="issues" />);
    expect(await screen.findByText(LOANS_PRIVATE)).toBeVisible();
    expect(screen.queryByText("Issued book 1")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says it in Bangla", async () => {
    await libraryWorld();
    const members = await renderWithRouter(<LibraryScreen id={1} tab="members" />, {
      locale: "bn",
    });
    expect(
      await screen.findByText("শুধু এই পাঠাগারের সদস্যরাই এর সদস্যদের দেখতে পারেন।"),
    ).toBeVisible();
    members.unmount();
    await renderWithRouter(<LibraryScreen id={1} tab="issues" />, { locale: "bn" });
    expect(
      await screen.findByText(
        "বই ধারের হিসাব গোপন: শুধু পাঠাগারের কর্মীরা আর যিনি ধার নিয়েছেন তিনিই দেখতে পারেন।",
      ),
    ).toBeVisible();
  });

  it("offline, a non-member's device says so and forgets the rows it held from before", async () => {
    const world = await libraryWorld({
      libraries: [makeLibrary(1, { name: "alokito", title: "Alokito Pathagar" })],
    });
    world.online(false);
    world.unreachable = true;
    await world.db.libraries.put({ ...world.libraries[0]! });
    await world.db.meta.put({
      key: metaKeys.membership(1),
      value: { state: "none", member: null },
    });
    await world.db.members.bulkPut([makeMember(5, "Nila"), makeMember(6, "Rafiq")]);
    await world.db.bookIssues.bulkPut([issueRow(makeIssue(1, null))]);
    const members = await renderWithRouter(<LibraryScreen id={1} tab="members" />);
    expect(await screen.findByText(MEMBERS_PRIVATE)).toBeVisible();
    expect(screen.queryByText("Nila Sarkar")).toBeNull();
    await waitFor(async () => expect(await world.db.members.count()).toBe(0));
    members.unmount();
    await renderWithRouter(<LibraryScreen id={1} tab="issues" />);
    expect(await screen.findByText(LOANS_PRIVATE)).toBeVisible();
    await waitFor(async () => expect(await world.db.bookIssues.count()).toBe(0));
  });

  it("a member without library_edit sees their own loans only, and is told so", async () => {
    await libraryWorld({
      myMembership: makeMember(me.id, "Karima"),
      issues: [makeIssue(1, null), makeIssue(2, null, true)],
    });
    await renderWithRouter(<LibraryScreen id={1} tab="issues" />);
    expect(await screen.findByText("Issued book 2")).toBeVisible();
    expect(screen.queryByText("Issued book 1")).toBeNull();
    expect(
      screen.getByText("These are your own loans. The library's staff see everyone's."),
    ).toBeVisible();
    expect(screen.queryByText(LOANS_PRIVATE)).toBeNull();
  });

  it("the staff see every loan and the members", async () => {
    await libraryWorld({
      myMembership: makeMember(me.id, "Karima", ["library_edit"]),
      issues: [makeIssue(1, null), makeIssue(2, null, true)],
      members: [makeMember(5, "Nila")],
    });
    const issues = await renderWithRouter(<LibraryScreen id={1} tab="issues" />);
    expect(await screen.findByText("Issued book 1")).toBeVisible();
    expect(screen.getByText("Issued book 2")).toBeVisible();
    issues.unmount();
    await renderWithRouter(<LibraryScreen id={1} tab="members" />);
    expect(await screen.findByText("Nila Sarkar")).toBeVisible();
  });
});
