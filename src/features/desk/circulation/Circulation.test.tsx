// The circulation desk's screens against the device's mirror, offline: lend, return, members, requests, overdue.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_DEFAULTS, issueRow, type MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import { reader } from "../../../sync/fakeServer.test-util";
import { freshMirror } from "../../../sync/testing";
import { renderWithProviders, renderWithRouter } from "../../../test/render";
import {
  fakeDetector,
  fakeStream,
  fakeTrack,
  installCamera,
  scene,
  stubVideo,
} from "../scan/scanTestKit.test-util";
import { LendScreen } from "./LendScreen";
import { MembersScreen } from "./MembersScreen";
import { OverdueScreen } from "./OverdueScreen";
import { RequestsScreen } from "./RequestsScreen";
import { ReturnScreen } from "./ReturnScreen";

vi.mock("../scan/detector", () => ({ createDetector: () => Promise.resolve(fakeDetector) }));

let db: MirrorDb;
const DAY = 86_400_000;

const person = (first_name: string) => ({
  first_name,
  surname: null,
  nickname: null,
  photo_url: null,
});
const member = (id: number, code: string, first_name: string, open_loans = 0) => ({
  id,
  member_code: code,
  ...person(first_name),
  total_reading_books: 0,
  total_has_read_books: 0,
  library_id: 1,
  user_id: null,
  user: null,
  roles: [],
  mobile: "+8801711000050",
  active: true,
  open_loans,
});
const copy = (id: number, code: string, title: string) => ({
  ...COPY_DEFAULTS,
  id,
  libraryId: 1,
  code,
  title,
  authors: ["Tagore"],
  shelf: null,
  box: null,
  coverUrl: null,
  bookId: 5,
});
const loan = (
  id: number,
  copyId: number,
  code: string,
  m: ReturnType<typeof member>,
  due: number,
) =>
  issueRow({
    id,
    library_id: 1,
    library_member: {
      ...person(m.first_name),
      id: m.id,
      member_code: m.member_code,
      user: null,
      mobile: m.mobile,
    },
    library_book: {
      id: copyId,
      book_code: code,
      book: { id: 5, title: "Gitanjali", cover_url: null },
    },
    issued_at: new Date(due - 14 * DAY).toISOString(),
    collected_at: null,
    due_at: new Date(due).toISOString(),
  });

beforeEach(async () => {
  db = await freshMirror();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  useSession.getState().signIn("token", reader);
  await db.desk.put({
    libraryId: 1,
    permissions: ["members_manage", "circulation"],
    loanPeriodDays: 14,
    loanLimit: 1,
    bookCodePrefix: "AP",
    nextBookCode: "AP-00080",
    nextMemberCode: "AP-M0301",
    fetchedAt: 1,
  });
  await db.books.bulkPut([
    copy(70, "AP-00070", "Gitanjali"),
    copy(71, "AP-00071", "Pather Panchali"),
  ]);
  await db.members.bulkPut([member(5, "AP-M0005", "Sumi", 1), member(6, "AP-M0006", "Karim")]);
  await db.bookIssues.put(
    loan(40, 70, "AP-00070", member(5, "AP-M0005", "Sumi"), Date.now() - 3 * DAY),
  );
});
afterEach(() => vi.restoreAllMocks());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const outbox = () => db.outbox.orderBy("seq").toArray();

describe("Lend", () => {
  it("refuses a copy on loan naming its holder", async () => {
    renderWithProviders(<LendScreen libraryId={1} />);
    await screen.findByText("Lend a book");
    type("Book code", "ap-00070");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Lend" })));
    expect(await screen.findByText("This copy is on loan to Sumi (AP-M0005).")).toBeVisible();
    expect(await outbox()).toHaveLength(0);
  });

  it("warns at the loan limit, then lends with the due date from the loan period", async () => {
    renderWithProviders(<LendScreen libraryId={1} />);
    await screen.findByText("Lend a book");
    type("Book code", "AP-00071");
    type("Member", "sumi");
    fireEvent.click(await screen.findByRole("button", { name: /Sumi/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Lend" })));
    expect(await screen.findByText("This member is at the loan limit")).toBeVisible();
    expect(await outbox()).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Lend anyway" })));
    expect(await screen.findByText(/Pather Panchali \(AP-00071\) lent to Sumi/)).toBeVisible();
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: "loan.create", payload: { copyId: 71, memberId: 5 } });
    const due = new Date(row!.payload.dueAt as string).getTime();
    expect(Math.floor((due - Date.now()) / DAY)).toBe(14);
    expect((await db.books.get(71))?.status).toBe("on_loan");
  });
  it("finds a member by mobile typed with spaces, dashes, +88 or Bangla digits", async () => {
    await db.members.put({ ...member(7, "AP-M0007", "Rina"), mobile: "+8801712345678" });
    renderWithProviders(<LendScreen libraryId={1} />);
    await screen.findByText("Lend a book");
    for (const typed of ["017-1234 5678", "+8801712345678", "+88 01712-345678", "০১৭১২৩৪৫৬৭৮"]) {
      type("Member", typed);
      const list = await screen.findByRole("list", { name: "Matching members" });
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole("button")
            .map((b) => b.textContent),
        ).toEqual(["Rina AP-M0007"]),
      );
    }
  });
});

describe("Return", () => {
  it("shows the days overdue and takes the copy back", async () => {
    renderWithProviders(<ReturnScreen libraryId={1} />);
    await screen.findByText("Return a book");
    type("Book code", "AP-00070");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Find the loan" })));
    expect(await screen.findByTestId("days-overdue")).toHaveTextContent("3 days overdue");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Take it back" })));
    expect(await screen.findByText("Gitanjali is back on the shelf.")).toBeVisible();
    expect((await outbox()).map((r) => r.kind)).toEqual(["loan.return"]);
    expect((await db.bookIssues.get(40))?.open).toBe(0);
  });
});

describe("Members", () => {
  it("checks the mobile, then adds a walk-in member with the next code, pending", async () => {
    await renderWithRouter(<MembersScreen libraryId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Add a member" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Rupa" } });
    fireEvent.change(within(dialog).getByLabelText("Mobile"), { target: { value: "12345" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })));
    expect(
      within(dialog).getByText("Write a Bangladeshi mobile number, like 01711 000000."),
    ).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText("Mobile"), { target: { value: "০১৭১১০০০০৭৭" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const added = (await screen.findAllByTestId("desk-member")).find((li) =>
      li.textContent?.includes("Rupa"),
    )!;
    expect(added).toHaveTextContent("AP-M0301");
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: "member.create", payload: { mobile: "+8801711000077" } });
  });

  it("searches by mobile and code, and deactivates a member", async () => {
    await renderWithRouter(<MembersScreen libraryId={1} />);
    type("Search members", "M0006");
    await waitFor(() => expect(screen.getAllByTestId("desk-member")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Deactivate" })));
    await waitFor(async () => expect((await db.members.get(6))?.active).toBe(false));
    expect((await outbox())[0]).toMatchObject({
      kind: "member.update",
      payload: { fields: { active: false } },
    });
  });
});

describe("Requests", () => {
  beforeEach(async () => {
    await db.memberRequests.put({
      id: 9,
      library_id: 1,
      user_id: 33,
      created_at: "2026-11-20T10:00:00.000Z",
      status: "pending",
      user: { id: 33, ...person("Nila") },
    });
  });

  it("accepts a request and shows the new member code", async () => {
    renderWithProviders(<RequestsScreen libraryId={1} />);
    await screen.findByTestId("member-request");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Accept" })));
    expect(await screen.findByText("Nila is now a member, code AP-M0301.")).toBeVisible();
    expect(screen.queryByTestId("member-request")).toBeNull();
    expect((await outbox())[0]?.kind).toBe("memberRequest.accept");
  });

  it("declines with a reason", async () => {
    renderWithProviders(<RequestsScreen libraryId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), {
      target: { value: "Lives outside the union" },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Decline" })));
    expect(await screen.findByText("Nila's request was declined.")).toBeVisible();
    expect((await outbox())[0]).toMatchObject({
      kind: "memberRequest.decline",
      payload: { reason: "Lives outside the union" },
    });
  });
});

describe("Overdue", () => {
  it("lists overdue loans with days late and the member's mobile to call", async () => {
    renderWithProviders(<OverdueScreen libraryId={1} />);
    const item = await screen.findByTestId("overdue-loan");
    expect(item).toHaveTextContent("3 days late");
    expect(within(item).getByRole("link")).toHaveAttribute("href", "tel:+8801711000050");
  });
});

describe("Scanning at the desk", () => {
  beforeEach(() => {
    stubVideo();
    scene.codes = [];
    installCamera(() => Promise.resolve(fakeStream(fakeTrack())));
  });
  afterEach(() => Reflect.deleteProperty(navigator, "mediaDevices"));

  /** Holds a label up to the fake camera until the dialog that reads it has closed. */
  async function scan(code: string) {
    await screen.findByRole("dialog");
    scene.codes = [{ rawValue: code, format: "qr_code" }];
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    scene.codes = [];
  }

  it("finds the loan as soon as the book's label is read", async () => {
    renderWithProviders(<ReturnScreen libraryId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Scan the book's label" }));
    await scan("AP-00070");
    expect(screen.getByLabelText("Book code")).toHaveValue("AP-00070");
    expect(await screen.findByTestId("days-overdue")).toHaveTextContent("3 days overdue");
  });

  it("opens the camera at once when the shortcut asked for it", async () => {
    renderWithProviders(<ReturnScreen libraryId={1} scan />);
    await scan("ap-00071");
    expect(await screen.findByText("This copy is not on loan.")).toBeVisible();
  });

  it("lends by scanning the book's label and the member's card", async () => {
    renderWithProviders(<LendScreen libraryId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Scan the book's label" }));
    await scan("AP-00071");
    expect(screen.getByLabelText("Book code")).toHaveValue("AP-00071");
    fireEvent.click(screen.getByRole("button", { name: "Scan the member's card" }));
    await scan("AP-M0006");
    expect(await screen.findByTestId("picked-member")).toHaveTextContent("Karim AP-M0006");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Lend" })));
    expect(await screen.findByText(/Pather Panchali \(AP-00071\) lent to Karim/)).toBeVisible();
    expect((await outbox())[0]).toMatchObject({ kind: "loan.create", payload: { memberId: 6 } });
  });

  it("keeps a card it does not know as the member search", async () => {
    renderWithProviders(<LendScreen libraryId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Scan the member's card" }));
    await scan("AP-M0999");
    expect(screen.getByLabelText("Member")).toHaveValue("AP-M0999");
    expect(await screen.findByText("No member matches “AP-M0999”.")).toBeVisible();
    expect(screen.queryByTestId("picked-member")).toBeNull();
  });
});
