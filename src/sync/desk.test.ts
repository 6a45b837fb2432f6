// The desk's offline chains against a fake server: order, remapped ids, exactly-once, and a 409 rollback.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { COPY_DEFAULTS, type MirrorDb } from "../db";
import { useSession } from "../session/session";
import { addMember, lendCopy, returnLoan } from "./actions/desk";
import { deskServer, type DeskServer } from "./deskFakeServer.test-util";
import { loanLoad, openLoanOfCopy } from "./deskReads";
import { reader } from "./fakeServer.test-util";
import { replayQueue } from "./engine";
import { fakeApi, freshMirror } from "./testing";

let db: MirrorDb;
let server: DeskServer;
const opts = { now: () => 1_000_000, random: () => 0.5 };
const copy = { id: 70, code: "AP-00070", title: "Gitanjali", coverUrl: null };

beforeEach(async () => {
  db = await freshMirror();
  server = deskServer();
  fakeApi(server.handler);
  useSession.getState().signIn("token", reader);
  await db.books.put({
    ...COPY_DEFAULTS,
    id: 70,
    libraryId: 1,
    code: "AP-00070",
    title: "Gitanjali",
    authors: ["Tagore"],
    shelf: null,
    box: null,
    coverUrl: null,
    bookId: 5,
  });
  await db.desk.put({
    libraryId: 1,
    permissions: ["members_manage", "circulation"],
    loanPeriodDays: 14,
    loanLimit: 1,
    bookCodePrefix: "AP",
    nextBookCode: "AP-00072",
    nextMemberCode: "AP-M0301",
    fetchedAt: 1,
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

const walkIn = { first_name: "Karim", surname: "Mia", mobile: "+8801711000099", address: null };
const addKarim = async () => {
  const added = await addMember({ libraryId: 1, reader: walkIn });
  return (await db.members.get(added.id))!;
};

describe("desk chains", () => {
  it("add a walk-in member, lend, return: replays in order with the server's ids, each once", async () => {
    const karim = await addKarim();
    expect(karim.member_code).toBe("AP-M0301");
    await lendCopy({ libraryId: 1, copy, member: karim, dueAt: "2026-12-06T10:00:00.000Z" });
    expect((await db.books.get(70))?.status).toBe("on_loan");
    const loan = (await openLoanOfCopy(70))!;
    expect(loan.library_member.id).toBe(karim.id);
    await returnLoan(loan);
    expect((await db.books.get(70))?.status).toBe("available");
    const keys = (await db.outbox.orderBy("seq").toArray()).map((r) => r.id);

    expect(await replayQueue(db, opts)).toEqual({ reason: "empty" });
    const [memberId] = [...server.members.keys()];
    const [loanId] = [...server.loans.keys()];
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST libraries/1/members",
      "POST libraries/1/book-issues",
      `POST libraries/1/book-issues/${loanId}/return`,
    ]);
    expect(server.requests.map((r) => r.key)).toEqual(keys);
    expect(server.requests[0]!.body).toMatchObject({
      member_code: "AP-M0301",
      mobile: walkIn.mobile,
    });
    expect(server.requests[1]!.body).toMatchObject({
      library_book_id: 70,
      library_member_id: memberId,
    });
    expect(server.loans.get(loanId!)?.collected_at).not.toBeNull();

    expect(await db.members.get(karim.id)).toBeUndefined();
    expect((await db.members.get(memberId!))?.member_code).toBe("AP-M0301");
    const stored = await db.bookIssues.get(loanId!);
    expect(stored).toMatchObject({ open: 0, copyId: 70, memberId });
    expect(await db.bookIssues.get(loan.id)).toBeUndefined();
    expect((await db.books.get(70))?.status).toBe("available");
    expect(await db.outbox.count()).toBe(0);
    // A second pass sends nothing again.
    await replayQueue(db, opts);
    expect(server.requests).toHaveLength(3);
  });

  it("member codes advance on the device: two members added offline get consecutive codes", async () => {
    await addKarim();
    const second = await addMember({ libraryId: 1, reader: { ...walkIn, first_name: "Rupa" } });
    expect(second.code).toBe("AP-M0302");
  });

  it("a 409 book_on_loan rolls the loan back, keeps it visible with the holder, holds its return", async () => {
    server.members.set(5, {
      id: 5,
      member_code: "AP-M0005",
      first_name: "Sumi",
      surname: null,
      mobile: null,
    });
    server.loans.set(6, {
      id: 6,
      copyId: 70,
      memberId: 5,
      issued_at: "2026-11-20T10:00:00.000Z",
      due_at: "2026-12-04T10:00:00.000Z",
      collected_at: null,
    });
    const karim = await addKarim();
    await lendCopy({ libraryId: 1, copy, member: karim, dueAt: "2026-12-06T10:00:00.000Z" });
    await returnLoan((await openLoanOfCopy(70))!);

    expect(await replayQueue(db, opts)).toEqual({ reason: "blocked" });
    const rows = await db.outbox.orderBy("seq").toArray();
    expect(rows.map((r) => [r.kind, r.state])).toEqual([
      ["loan.create", "failed"],
      ["loan.return", "pending"],
    ]);
    expect(rows[0]!.error).toMatchObject({
      status: 409,
      reason: "book_on_loan",
      holder: { member_code: "AP-M0005", name: "Sumi" },
    });
    expect(await db.bookIssues.count()).toBe(0);
    expect((await db.books.get(70))?.status).toBe("available");
    expect(server.requests.filter((r) => r.path.endsWith("/return"))).toHaveLength(0);
  });

  it("warns when a member is at the library's loan limit", async () => {
    const karim = await addKarim();
    expect(await loanLoad(karim, 1)).toEqual({ open: 0, limit: 1, atLimit: false });
    await lendCopy({ libraryId: 1, copy, member: karim, dueAt: "2026-12-06T10:00:00.000Z" });
    expect(await loanLoad(karim, 1)).toEqual({ open: 1, limit: 1, atLimit: true });
    expect((await db.members.get(karim.id))?.open_loans).toBe(1);
  });
});
