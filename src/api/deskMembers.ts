// The desk's member calls: member requests, adding and editing members, linking accounts, staff roles.
import * as v from "valibot";
import { apiRequest, formData, ifNoneMatch } from "./client";
import {
  Data,
  LibraryMember,
  MemberInvitation,
  MemberRequest,
  Paged,
  UncountedPage,
  UploadResponse,
  User,
  WholeList,
} from "./schemas";

const base = (libraryId: number) => `libraries/${libraryId}`;

/** A library's pending member requests (members_manage). */
/** The pending requests whole, versioned: sent back as `version`, a 304 (ApiError) while unchanged. */
export const fetchMemberRequestSnapshot = (libraryId: number, version?: string) =>
  apiRequest(`${base(libraryId)}/member-requests/snapshot`, WholeList(MemberRequest), {
    headers: ifNoneMatch(version),
  });

export const acceptMemberRequest = async (libraryId: number, requestId: number, key: string) =>
  (
    await apiRequest(
      `${base(libraryId)}/member-requests/${requestId}/accept`,
      Data(LibraryMember),
      { method: "post", idempotencyKey: key },
    )
  ).data;

export const declineMemberRequest = async (
  libraryId: number,
  requestId: number,
  reason: string | null,
  key: string,
) =>
  (
    await apiRequest(
      `${base(libraryId)}/member-requests/${requestId}/decline`,
      Data(MemberRequest),
      { method: "post", json: reason ? { reason } : {}, idempotencyKey: key },
    )
  ).data;

/**
 * Readers with an account whose mobile starts with `mobile` (8+ digits; members_manage or circulation).
 * The page carries no count of matches (`meta.total` and `meta.last_page` are null).
 */
export const findReadersByMobile = (libraryId: number, mobile: string) =>
  apiRequest(`${base(libraryId)}/readers`, UncountedPage(User), { searchParams: { mobile } });

/** A reader with an account (`user_id`) or a walk-in reader (name and mobile). */
export type NewMember =
  | { user_id: number; member_code?: string }
  | {
      first_name: string;
      surname?: string | null;
      mobile: string;
      address?: string | null;
      photo_url?: string | null;
      member_code?: string;
    };

/** What adding a member answers: the card (201/200), or an invitation the reader accepts in their app (202). */
export type AddAnswer = { card: LibraryMember } | { invitation: MemberInvitation };

/** 202's `{ message, data: MemberInvitation }`; tried first, as a card has no `status` nor `library`. */
const AddedAnswer = v.union([
  v.pipe(
    v.object({ message: v.string(), data: MemberInvitation }),
    v.transform((a): AddAnswer => ({ invitation: a.data })),
  ),
  v.pipe(
    Data(LibraryMember),
    v.transform((a): AddAnswer => ({ card: a.data })),
  ),
]);

export const createMember = (libraryId: number, body: NewMember, key: string) =>
  apiRequest(`${base(libraryId)}/members`, AddedAnswer, {
    method: "post",
    json: body,
    idempotencyKey: key,
  });

/** A library's pending invitations (members_manage), oldest first. */
export const fetchLibraryInvitations = (libraryId: number, page = 1, perPage = 100) =>
  apiRequest(`${base(libraryId)}/member-invitations`, Paged(MemberInvitation), {
    searchParams: { page, per_page: perPage },
  });

export interface MemberFields {
  first_name?: string;
  surname?: string | null;
  mobile?: string | null;
  address?: string | null;
  member_code?: string;
  active?: boolean;
}

export const updateMember = async (
  libraryId: number,
  memberId: number,
  fields: MemberFields,
  key: string,
) =>
  (
    await apiRequest(`${base(libraryId)}/members/${memberId}`, Data(LibraryMember), {
      method: "put",
      json: fields,
      idempotencyKey: key,
    })
  ).data;

/**
 * Links the account that confirmed the member's mobile (online only): the linked card (200) when that reader
 * asked to join, else null (202): a reader who confirmed the number is asked to accept the card in their app.
 */
export const linkMemberAccount = async (libraryId: number, memberId: number, key: string) =>
  (
    await apiRequest(
      `${base(libraryId)}/members/${memberId}/link`,
      v.union([Data(LibraryMember), v.object({ message: v.string(), data: v.null() })]),
      { method: "post", idempotencyKey: key },
    )
  ).data;

export const setMemberRoles = async (
  libraryId: number,
  memberId: number,
  roles: string[],
  key: string,
) =>
  (
    await apiRequest(`${base(libraryId)}/members/${memberId}/roles`, Data(LibraryMember), {
      method: "put",
      json: { roles },
      idempotencyKey: key,
    })
  ).data;

/** Where a member card's photo is uploaded (multipart `photo`). */
export const memberPhotoPath = (libraryId: number, memberId: number) =>
  `${base(libraryId)}/members/${memberId}/upload-photo`;

/** Sends a member card's photo; answers the stored photo's URL. */
export const uploadMemberPhoto = async (
  libraryId: number,
  memberId: number,
  photo: Blob,
  key: string,
) =>
  (
    await apiRequest(memberPhotoPath(libraryId, memberId), UploadResponse, {
      method: "post",
      body: formData({ photo }),
      idempotencyKey: key,
    })
  ).data;
