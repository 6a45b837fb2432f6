// A library's members, the caller's membership and membership requests.
import * as v from "valibot";
import { apiRequest } from "./client";
import { Data, LibraryMember, MemberRequest, Paged } from "./schemas";

export const fetchMembers = (libraryId: number, page = 1, term?: string, perPage?: number) =>
  apiRequest(`libraries/${libraryId}/members`, Paged(LibraryMember), {
    searchParams: { term, page, per_page: perPage },
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
