// Desk actions for screens: add and edit members, decide member requests, lend, return and renew.
import type { BookIssueRow, EntityId, MemberRequestRow, MemberRow } from "../../db";
import { mirror } from "../../db";
import { memberName } from "../../lib/libraryText";
import { tempId } from "../engine";
import { enqueue } from "../engine";
import { resolveId } from "../engine";
import type { MemberFields } from "../kinds/desk-members";
import { nextMemberCode } from "../deskCodes";

export interface WalkIn {
  first_name: string;
  surname: string | null;
  mobile: string;
  address: string | null;
}

export interface NewMemberInput {
  libraryId: number;
  /** An existing reader's account, or a walk-in reader's details. */
  reader:
    | {
        user: {
          id: number;
          first_name: string;
          surname: string | null;
          nickname: string | null;
          photo_url: string | null;
        };
      }
    | WalkIn;
  /** A code the volunteer typed; otherwise the next free one this device knows. */
  memberCode?: string;
}

/** Adds a member (works offline) and returns the new member's temporary id and code. */
export async function addMember(input: NewMemberInput): Promise<{ id: string; code: string }> {
  const code = input.memberCode?.trim() || (await nextMemberCode(input.libraryId));
  const id = tempId();
  const r = input.reader;
  const person =
    "user" in r
      ? { ...r.user, mobile: null, address: null }
      : { ...r, nickname: null, photo_url: null };
  await enqueue("member.create", {
    tempId: id,
    libraryId: input.libraryId,
    member_code: code,
    name: memberName(person),
    user_id: "user" in r ? r.user.id : null,
    user: "user" in r ? r.user : null,
    first_name: person.first_name,
    surname: person.surname,
    mobile: person.mobile,
    address: person.address,
    createdAt: new Date().toISOString(),
  });
  return { id, code };
}

/** Edits a member's details, or (de)activates them with `{ active }`. */
export async function editMember(member: MemberRow, fields: MemberFields): Promise<void> {
  await enqueue("member.update", {
    libraryId: member.library_id,
    memberId: await resolveId(mirror(), member.id),
    name: memberName({ ...member, ...fields } as MemberRow),
    fields,
  });
}

/**
 * Queues a member card's photo (works offline): sent once the member is on the server, the card
 * showing it from the device meanwhile.
 */
export async function queueMemberPhoto(
  libraryId: number,
  memberId: EntityId,
  name: string,
  photo: Blob,
): Promise<void> {
  await enqueue("member.photo", {
    libraryId,
    memberId: await resolveId(mirror(), memberId),
    name,
    photo,
  });
}

/** Accepts a request: the reader becomes a member with the next code. Returns that code. */
export async function acceptMemberRequest(request: MemberRequestRow): Promise<string> {
  const code = await nextMemberCode(request.library_id);
  await enqueue("memberRequest.accept", {
    tempId: tempId(),
    libraryId: request.library_id,
    requestId: request.id,
    member_code: code,
    name: request.user ? memberName(request.user) : "",
    createdAt: new Date().toISOString(),
  });
  return code;
}

export async function declineMemberRequest(request: MemberRequestRow, reason: string | null) {
  await enqueue("memberRequest.decline", {
    libraryId: request.library_id,
    requestId: request.id,
    name: request.user ? memberName(request.user) : "",
    reason: reason?.trim() || null,
  });
}

export interface LendInput {
  libraryId: number;
  copy: { id: number | string; code: string; title: string; coverUrl: string | null };
  member: MemberRow;
  dueAt: string;
}

/** Lends a copy (works offline); returns the loan's temporary id. */
export async function lendCopy({ libraryId, copy, member, dueAt }: LendInput): Promise<string> {
  const db = mirror();
  const id = tempId();
  const memberId = await resolveId(db, member.id);
  await enqueue("loan.create", {
    tempId: id,
    libraryId,
    copyId: await resolveId(db, copy.id),
    memberId,
    issuedAt: new Date().toISOString(),
    dueAt,
    title: copy.title,
    book_code: copy.code,
    cover_url: copy.coverUrl,
    member: {
      id: memberId,
      member_code: member.member_code,
      user: member.user,
      first_name: member.first_name,
      surname: member.surname,
      photo_url: member.photo_url,
      mobile: member.mobile ?? null,
    },
  });
  return id;
}

/** Takes a lent copy back (works offline). */
export async function returnLoan(loan: BookIssueRow): Promise<void> {
  const db = mirror();
  await enqueue("loan.return", {
    libraryId: loan.library_id,
    loanId: await resolveId(db, loan.id),
    copyId: await resolveId(db, loan.copyId),
    memberId: await resolveId(db, loan.memberId),
    returnedAt: new Date().toISOString(),
    title: loan.library_book.book.title,
    book_code: loan.library_book.book_code,
  });
}

/** Renews a loan to `dueAt` (works offline). */
export async function renewLoan(loan: BookIssueRow, dueAt: string): Promise<void> {
  await enqueue("loan.renew", {
    libraryId: loan.library_id,
    loanId: await resolveId(mirror(), loan.id),
    dueAt,
    title: loan.library_book.book.title,
    book_code: loan.library_book.book_code,
  });
}
