// A reader's invitations from libraries' staff: list the pending ones, accept (a member card) or decline.
import { apiRequest } from "./client";
import { Data, LibraryMember, MemberInvitation } from "./schemas";
import * as v from "valibot";

/** The caller's pending invitations, newest first. */
export const fetchMyInvitations = async () =>
  (await apiRequest("member-invitations", Data(v.array(MemberInvitation)))).data;

/** Accepts: the answer is the reader's card in that library. */
export const acceptInvitation = async (id: number, key: string) =>
  (
    await apiRequest(`member-invitations/${id}/accept`, Data(LibraryMember), {
      method: "post",
      idempotencyKey: key,
    })
  ).data;

export const declineInvitation = async (id: number, key: string) =>
  (
    await apiRequest(`member-invitations/${id}/decline`, Data(MemberInvitation), {
      method: "post",
      idempotencyKey: key,
    })
  ).data;
