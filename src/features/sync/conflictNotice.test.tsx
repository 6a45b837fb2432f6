// A refused desk action is said as what happened to it here (the loan, its copy, who has it), in the reader's
// language; the notice asks for attention on any screen, and the lend screen's "lent to …" becomes the conflict.
import { i18n } from "@lingui/core";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MirrorDb, OutboxRow } from "../../db";
import { activateTestLocale, renderWithProviders } from "../../test/render";
import { wonHere, type WonClash } from "../../sync/loanClashes";
import { freshMirror } from "../../sync/testing";
import { LendOutcome } from "../desk/circulation/LendOutcome";
import { ConflictNotice } from "./ConflictNotice";
import { conflictNoticeText, rowsToNotice, wonClashText } from "./conflictNotice";
import { useNoticeState } from "./noticeState";

const rahima = { first_name: "Rahima", surname: "Akter", member_code: "AP-M0007", user: null };

function loanRow(id: string, extra: Partial<OutboxRow> = {}): OutboxRow {
  return {
    id,
    kind: "loan.create",
    payload: {
      tempId: `tmp-${id}`,
      libraryId: 1,
      book_code: "AP-03002",
      title: "Gitanjali",
      member: rahima,
    },
    entityKey: `loan:tmp-${id}`,
    createdAt: "",
    attempts: 1,
    nextAttemptAt: 0,
    state: "failed",
    error: {
      status: 409,
      message: "This copy is on loan to Karim Uddin (AP-M0003).",
      reason: "book_on_loan",
      holder: { member_code: "AP-M0003", name: "Karim Uddin" },
    },
    ...extra,
  };
}

const clash: WonClash = {
  id: 4,
  libraryId: 1,
  bookCode: "AP-03002",
  title: "Gitanjali",
  holder: "Karim Uddin",
  member: "Rahima Akter",
  attemptedAt: new Date(new Date().setHours(10, 42, 0, 0)).toISOString(),
};

describe("the words of a conflict", () => {
  it("says which copy, who has it and whose loan was not saved, in English and Bangla", () => {
    activateTestLocale("en");
    expect(conflictNoticeText(i18n, loanRow("a"))).toBe(
      "AP-03002 was already lent to Karim Uddin by another phone. Your loan to Rahima Akter was not saved.",
    );
    activateTestLocale("bn");
    expect(conflictNoticeText(i18n, loanRow("a"))).toBe(
      "AP-03002 অন্য একটি ফোন থেকে আগেই Karim Uddin-কে ধার দেওয়া হয়েছে। Rahima Akter-কে দেওয়া আপনার ধার সংরক্ষণ হয়নি।",
    );
  });

  it("names other refused actions with the reason", () => {
    activateTestLocale("en");
    const row = loanRow("m", {
      kind: "member.create",
      payload: { tempId: "tmp-m", name: "Rahima Akter", member_code: "AP-M0007" },
      error: { status: 409, message: "taken", reason: "member_code_taken" },
    });
    expect(conflictNoticeText(i18n, row)).toBe(
      "New member (Rahima Akter · AP-M0007) was not saved: Another member of this library already has this member code.",
    );
  });

  it("tells the winning phone when, with Bangla digits in Bangla", () => {
    activateTestLocale("en");
    expect(wonClashText(i18n, clash)).toMatch(
      /^Another phone tried to lend AP-03002 to Rahima Akter at 10:42(\sAM)?; your loan to Karim Uddin stands\.$/,
    );
    activateTestLocale("bn");
    const bn = wonClashText(i18n, clash);
    expect(bn).toContain("১০:৪২");
    expect(bn).toContain("Karim Uddin-কে দেওয়া আপনার ধারই বহাল আছে।");
  });

  it("asks for attention for conflicts only, and not for those put aside", () => {
    const plain = loanRow("p", { error: { status: 422, message: "Bad date" } });
    const rows = [loanRow("a"), plain, loanRow("b"), loanRow("q", { state: "pending" })];
    expect(rowsToNotice(rows, new Set(["b"])).map((r) => r.id)).toEqual(["a"]);
  });
});

describe("the clashes a device's loans won", () => {
  it("are those whose standing loan this device made", async () => {
    const db = await freshMirror();
    await db.idMap.put({ tempId: "tmp-1", serverId: 31, entity: "loan" });
    await db.idMap.put({ tempId: "tmp-2", serverId: 32, entity: "copy" });
    const person = (name: string) => ({ id: 1, member_code: "M", name });
    const at = "2026-11-29T04:42:00.000Z";
    const won = await wonHere(db, 9, [
      {
        id: 1,
        book_issue_id: 31,
        library_book: { id: 5, book_code: "AP-03002", title: "T" },
        holder: person("Karim"),
        member: person("Rahima"),
        attempted_at: at,
        created_at: at,
      },
      {
        id: 2,
        book_issue_id: 32,
        library_book: { id: 6, book_code: "AP-03003", title: "T" },
        holder: person("A"),
        member: person("B"),
        attempted_at: at,
        created_at: at,
      },
    ]);
    expect(won).toEqual([
      {
        id: 1,
        libraryId: 9,
        bookCode: "AP-03002",
        title: "T",
        holder: "Karim",
        member: "Rahima",
        attemptedAt: at,
      },
    ]);
  });
});

describe("conflict notices on screen", () => {
  let db: MirrorDb;
  beforeEach(async () => {
    db = await freshMirror();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    useNoticeState.setState({ panelOpen: false, hidden: new Set(), claimed: new Set() });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows a refused loan on any screen until put aside, and opens the panel to sort it out", async () => {
    await db.outbox.add(loanRow("a"));
    renderWithProviders(<ConflictNotice />);
    const notice = await screen.findByTestId("conflict-notice");
    expect(notice).toHaveTextContent("1 change was not saved");
    expect(notice).toHaveTextContent("AP-03002 was already lent to Karim Uddin by another phone.");
    fireEvent.click(screen.getByRole("button", { name: "Sort it out" }));
    expect(useNoticeState.getState().panelOpen).toBe(true);
    expect(screen.queryByTestId("conflict-notice")).toBeNull();
  });

  it("turns the lend screen's success into the conflict, which the top-bar notice then leaves out", async () => {
    const row = loanRow("a", { state: "pending", error: undefined });
    await db.outbox.add(row);
    renderWithProviders(
      <>
        <ConflictNotice />
        <LendOutcome
          lent={{ text: "Gitanjali (AP-03002) lent to Rahima Akter.", tempId: "tmp-a" }}
          onDismiss={() => {}}
        />
      </>,
    );
    expect(
      await screen.findByText("Gitanjali (AP-03002) lent to Rahima Akter."),
    ).toBeInTheDocument();
    await act(async () => {
      const { state, error } = loanRow("a");
      await db.outbox.where("id").equals("a").modify({ state, error });
    });
    expect(await screen.findByTestId("lend-conflict")).toHaveTextContent(
      "AP-03002 was already lent to Karim Uddin by another phone. Your loan to Rahima Akter was not saved.",
    );
    expect(screen.queryByText(/lent to Rahima Akter\.$/)).toBeNull();
    expect(screen.queryByTestId("conflict-notice")).toBeNull();
  });
});
