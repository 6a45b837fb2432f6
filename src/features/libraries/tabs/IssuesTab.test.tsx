// The Book issue history tab shows each loan's due date, renewals, days overdue (or returned late) and
// return date, with dates and counts in the reader's language (Bangla digits in Bangla).
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../../api/client";
import { renderWithRouter } from "../../../test/render";
import { LibraryScreen } from "../LibraryScreen";
import { libraryWorld, makeIssue, makeMember, me } from "../libraryTestKit.test-util";
import { daysLate } from "./issueStatus";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-26T12:00:00.000Z");

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("daysLate", () => {
  it("counts whole days past due until now, or until the day it came back", () => {
    const due = new Date(NOW - 3 * DAY - 3_600_000).toISOString();
    expect(daysLate({ due_at: due, collected_at: null }, NOW)).toBe(3);
    expect(daysLate({ due_at: due, collected_at: new Date(NOW - DAY).toISOString() }, NOW)).toBe(2);
    expect(daysLate({ due_at: new Date(NOW + DAY).toISOString(), collected_at: null }, NOW)).toBe(
      0,
    );
    expect(daysLate({ due_at: null, collected_at: null }, NOW)).toBe(0);
  });
});

const issues = () => [
  {
    ...makeIssue(1, null),
    due_at: new Date(Date.now() - 5 * DAY - 3_600_000).toISOString(),
    renewals: 2,
  },
  {
    ...makeIssue(2, "2026-11-20T10:00:00.000Z"),
    due_at: "2026-11-15T17:59:59.000Z",
    renewals: 0,
  },
];

describe("IssuesTab", () => {
  it("shows the due date, renewals, days overdue and the return date", async () => {
    await libraryWorld({
      myMembership: makeMember(me.id, "Karima", ["circulation"]),
      issues: issues(),
    });
    await renderWithRouter(<LibraryScreen id={1} tab="issues" />);
    const [open, back] = await screen.findAllByTestId("issue-item");
    expect(within(open!).getByTestId("issue-late")).toHaveTextContent("5 days overdue");
    expect(within(open!).getByTestId("issue-renewals")).toHaveTextContent("2 times");
    expect(within(open!).queryByTestId("issue-returned")).toBeNull();
    expect(within(back!).getByTestId("issue-due")).toHaveTextContent("15 Nov 2026");
    expect(within(back!).getByTestId("issue-returned")).toHaveTextContent("20 Nov 2026");
    expect(within(back!).getByTestId("issue-late")).toHaveTextContent("Returned 4 days late");
    expect(within(back!).queryByTestId("issue-renewals")).toBeNull();
  });

  it("writes dates and counts with Bangla digits in Bangla", async () => {
    await libraryWorld({
      myMembership: makeMember(me.id, "Karima", ["circulation"]),
      issues: issues(),
    });
    await renderWithRouter(<LibraryScreen id={1} tab="issues" />, { locale: "bn" });
    const [open, back] = await screen.findAllByTestId("issue-item");
    expect(within(open!).getByTestId("issue-late")).toHaveTextContent("৫ দিন দেরি");
    expect(within(open!).getByTestId("issue-renewals")).toHaveTextContent("২ বার");
    expect(within(back!).getByTestId("issue-returned")).toHaveTextContent("২০");
    expect(within(back!).getByTestId("issue-returned")).not.toHaveTextContent(/[0-9]/);
  });
});
