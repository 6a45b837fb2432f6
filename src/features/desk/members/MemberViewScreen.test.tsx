// A member's card at the desk: their details and loans from the device (offline), deactivate queued,
// the online-only link and roles calls with the server's refusals shown in the reader's words, and a
// card opened by its address on a device that never kept the desk's members.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../../api/client";
import { issueRow, type MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import {
  fakeApi,
  freshMirror,
  jsonResponse,
  snapshotResponse,
  wholeListResponse,
} from "../../../sync/testing";
import { renderWithRouter } from "../../../test/render";
import { makeLibrary, me } from "../../libraries/libraryTestKit.test-util";
import { MemberViewScreen } from "./MemberViewScreen";
import { deskRow } from "../books/bookDesk.test-util";

const DAY = 86_400_000;
let db: MirrorDb;
let online = false;
let answer: (request: Request) => Response | Promise<Response>;

const rupa = {
  id: 5,
  member_code: "AP-M0005",
  first_name: "Rupa",
  surname: "Akter",
  nickname: null,
  photo_url: null,
  total_reading_books: 0,
  total_has_read_books: 0,
  library_id: 1,
  user_id: null,
  user: null,
  roles: [{ name: "member", permissions: [] }],
  mobile: "+8801711000050",
  address: "Char Kukri",
  active: true,
  joined_at: "2026-10-01T10:00:00.000Z",
  open_loans: 1,
};

/** Rupa's card as the server sends it (a walk-in: the user summary is her card's names). */
const rupaOnWire = (fields: Partial<typeof rupa> = {}) => ({
  id: 5,
  attributes: {
    ...rupa,
    user: { id: null, first_name: "Rupa", surname: "Akter", nickname: null, photo_url: null },
    ...fields,
  },
});
const loan = (id: number, title: string, due: number, collected: string | null) =>
  issueRow({
    id,
    library_id: 1,
    library_member: {
      id: 5,
      member_code: "AP-M0005",
      user: null,
      first_name: "Rupa",
      surname: "Akter",
      photo_url: null,
    },
    library_book: {
      id: 70 + id,
      book_code: `AP-000${id}`,
      book: { id: 9, title, cover_url: null },
    },
    issued_at: new Date(due - 14 * DAY).toISOString(),
    collected_at: collected,
    due_at: new Date(due).toISOString(),
  });

beforeEach(async () => {
  db = await freshMirror();
  online = false;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  useSession.setState({ token: "token", user: me });
  await db.libraries.put(makeLibrary(1, { title: "Alokito Pathagar" }));
  await db.desk.put({ ...deskRow(1, ["members_manage", "circulation"]), creator: false });
  await db.members.put(rupa);
  await db.bookIssues.bulkPut([
    loan(11, "Gitanjali", Date.now() - 4 * DAY - 3_600_000, null),
    loan(12, "Debi", Date.parse("2026-09-10T10:00:00.000Z"), "2026-09-08T10:00:00.000Z"),
  ]);
  answer = () => jsonResponse(404, { message: "Not here" });
  fakeApi((request) => answer(request));
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("MemberViewScreen", () => {
  it("shows the member and their loans offline, and deactivates them (queued)", async () => {
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />);
    expect((await screen.findAllByText("Rupa Akter"))[0]).toBeVisible();
    expect(screen.getByTestId("member-code")).toHaveTextContent("AP-M0005");
    expect(screen.getByRole("link", { name: /01711/ })).toHaveAttribute(
      "href",
      "tel:+8801711000050",
    );
    expect(screen.getByText("Char Kukri")).toBeVisible();
    const open = await screen.findByTestId("member-open-loan");
    expect(open).toHaveTextContent("Gitanjali");
    expect(open).toHaveTextContent("4 days overdue");
    expect(screen.getByTestId("member-past-loan")).toHaveTextContent("Debi");
    expect(screen.getByText("Linking an account needs the internet.")).toBeVisible();
    expect(screen.getByTestId("card-sheet")).toHaveTextContent("AP-M0005");

    await act(async () => screen.getByRole("button", { name: "Deactivate" }).click());
    await waitFor(() => expect(screen.getByTestId("member-state")).toHaveTextContent("Inactive"));
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: "member.update", payload: { fields: { active: false } } });
  });

  it("asks the reader to accept the card when the server invites them (202), in the reader's language", async () => {
    online = true;
    const links: string[] = [];
    answer = (request) => {
      if (!request.url.endsWith("/members/5/link"))
        return jsonResponse(200, { data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
      links.push(request.method);
      return jsonResponse(202, {
        message:
          "If a reader has confirmed this mobile number, they are asked to accept this card in their app.",
        data: null,
      });
    };
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />, { locale: "bn" });
    await userEvent.click(
      await screen.findByRole("button", { name: "মোবাইল দিয়ে অ্যাকাউন্ট যুক্ত করুন" }),
    );
    expect(
      await screen.findByText(
        "কোনো পাঠক এই নম্বরটি নিশ্চিত করে থাকলে, তাঁকে তাঁর অ্যাপে এই কার্ডটি গ্রহণ করতে বলা হবে।",
      ),
    ).toBeVisible();
    expect(links).toEqual(["POST"]);
    // Nothing was linked on the device: the card stays a walk-in's.
    expect((await db.members.get(5))?.user_id).toBeNull();
    expect(screen.getByTestId("member-account")).toHaveTextContent("অ্যাকাউন্ট");
  });

  it("closes linking while the library waits to be verified", async () => {
    online = true;
    await db.libraries.put(makeLibrary(1, { title: "Alokito Pathagar", verified: false }));
    answer = (request) =>
      request.url.endsWith("/api/libraries/1")
        ? jsonResponse(200, {
            data: {
              id: 1,
              attributes: makeLibrary(1, { title: "Alokito Pathagar", verified: false }),
            },
          })
        : Promise.reject(new TypeError("Failed to fetch"));
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />);
    expect(
      await screen.findByText(
        "This library is waiting to be verified. Finding readers by mobile and inviting their accounts open once it is verified.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Link account by mobile" })).toBeDisabled();
  });

  it("shows the pending notice when the server refuses linking as library_not_verified", async () => {
    online = true;
    answer = (request) =>
      request.url.endsWith("/members/5/link")
        ? jsonResponse(403, {
            message: "This library is waiting to be verified.",
            reason: "library_not_verified",
          })
        : jsonResponse(404, { message: "Not here" });
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />);
    await userEvent.click(await screen.findByRole("button", { name: "Link account by mobile" }));
    expect(
      await screen.findByText(
        "This library is waiting to be verified. Finding readers by mobile and inviting their accounts open once it is verified.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Link account by mobile" })).toBeDisabled();
  });

  it("says the card is linked once the server links the account", async () => {
    online = true;
    const karima = {
      id: 2,
      first_name: "Karima",
      surname: "Begum",
      nickname: null,
      photo_url: null,
    };
    answer = (request) =>
      request.url.endsWith("/members/5/link")
        ? jsonResponse(200, {
            data: { id: 5, attributes: { ...rupa, user_id: 2, user: { ...karima } } },
          })
        : jsonResponse(200, { data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />);
    await userEvent.click(await screen.findByRole("button", { name: "Link account by mobile" }));
    expect(
      await screen.findByText("The card is now linked to the reader's account."),
    ).toBeVisible();
    expect(screen.getByTestId("member-account")).toHaveTextContent(
      "Linked to Karima Begum's account",
    );
  });

  it("keeps comparing with the saved roles when a pull answered before the save writes the old ones back", async () => {
    online = true;
    const sent: unknown[] = [];
    answer = async (request) => {
      if (request.url.endsWith("/members/5/roles")) {
        const body = (await request.json()) as { roles: string[] };
        sent.push(body);
        const roles = body.roles.map((name) => ({ name, permissions: [] }));
        return jsonResponse(200, { data: rupaOnWire({ roles }) });
      }
      return jsonResponse(200, { data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
    };
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />);
    const roles = await screen.findByRole("group", { name: "Staff roles" });
    await userEvent.click(within(roles).getByLabelText("Librarian (books and lending)"));
    await userEvent.click(within(roles).getByRole("button", { name: "Save roles" }));
    expect(await within(roles).findByText("Roles saved.")).toBeVisible();
    // The older list lands after the save (its answer was made before it).
    await db.members.put(rupa);
    await userEvent.click(within(roles).getByLabelText("Librarian (books and lending)"));
    const save = within(roles).getByRole("button", { name: "Save roles" });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([{ roles: ["member", "librarian"] }, { roles: ["member"] }]);
  });

  it("hides admin from staff who did not create the library and shows the server's refusal", async () => {
    online = true;
    const sent: unknown[] = [];
    answer = async (request) => {
      if (request.url.endsWith("/members/5/roles")) {
        sent.push(await request.json());
        return jsonResponse(403, {
          message: "Only the library's creator can change the creator's own roles.",
        });
      }
      return jsonResponse(200, { data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
    };
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />);
    const roles = await screen.findByRole("group", { name: "Staff roles" });
    expect(within(roles).queryByLabelText("Admin (every power)")).toBeNull();
    await userEvent.click(within(roles).getByLabelText("Circulation (lending only)"));
    await userEvent.click(within(roles).getByRole("button", { name: "Save roles" }));
    expect(
      await screen.findByText("Only the library's creator can change the creator's own roles."),
    ).toBeVisible();
    expect(sent).toEqual([{ roles: ["member", "circulation"] }]);
  });

  it("opened by its address on a device without the desk's lists, pulls the members and shows the card", async () => {
    online = true;
    await db.members.clear();
    await db.desk.clear();
    const empty = {
      data: [],
      links: { prev: null, next: null },
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 },
    };
    const asked: string[] = [];
    let release = () => {};
    const membersSent = new Promise<void>((resolve) => (release = resolve));
    answer = async (request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      if (path.endsWith("/libraries/1/desk"))
        return jsonResponse(200, {
          data: {
            id: 1,
            attributes: {
              id: 1,
              permissions: ["members_manage", "circulation"],
              creator: false,
              loan_period_days: 14,
              loan_limit: 3,
              book_code_prefix: "AP",
              next_book_code: "AP-00001",
              next_member_code: "AP-M0006",
            },
          },
        });
      if (path.endsWith("/libraries/1/members/snapshot")) {
        await membersSent;
        return wholeListResponse([rupaOnWire()]);
      }
      if (path.endsWith("/members/my-membership")) return jsonResponse(200, { data: null });
      if (path.endsWith("/books/snapshot")) return snapshotResponse([]);
      if (path.endsWith("/book-issues/snapshot")) return wholeListResponse([]);
      return jsonResponse(200, empty);
    };
    await renderWithRouter(<MemberViewScreen libraryId={1} memberId={5} />);
    await waitFor(() => expect(asked).toContain("/api/libraries/1/members/snapshot"));
    // While the members are on their way the card waits, instead of saying the device has none.
    expect(screen.queryByText(/This device holds no such member/)).toBeNull();
    release();
    expect(await screen.findByTestId("member-code")).toHaveTextContent("AP-M0005");
    expect(screen.queryByText(/This device holds no such member/)).toBeNull();
  });
});
