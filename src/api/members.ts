// A library's members, the caller's membership and membership requests.
import * as v from "valibot";
import { apiRequest, ifNoneMatch } from "./client";
import { Data, LibraryMember, MemberRequest, Paged, WholeList } from "./schemas";

export const fetchMembers = (libraryId: number, page = 1, term?: string, perPage?: number) =>
  apiRequest(`libraries/${libraryId}/members`, Paged(LibraryMember), {
    searchParams: { term, page, per_page: perPage },
  });

/** Every member of a library in one answer for the mirror; 304 while `version` is still theirs. */
export const fetchMemberSnapshot = (libraryId: number, version?: string) =>
  apiRequest(`libraries/${libraryId}/members/snapshot`, WholeList(LibraryMember), {
    headers: ifNoneMatch(version),
  });

export const fetchMyMembership = (libraryId: number) =>
  apiRequest(`libraries/${libraryId}/members/my-membership`, Data(v.nullable(LibraryMember)));

export const fetchMyMemberRequest = (libraryId: number) =>
  apiRequest(`libraries/${libraryId}/member-requests/my-request`, Data(v.nullable(MemberRequest)));

export const createMemberRequest = async (libraryId: number, idempotencyKey: string) =>
  (
    await apiRequest(`libraries/${libraryId}/member-requests`, Data(MemberRequest), {
      method: "post",
      idempotencyKey,
    })
  ).data;
