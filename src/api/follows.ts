// Following users and libraries: state, follow, unfollow, follower lists.
import { AnyBody, apiRequest } from "./client";
import { FollowingByMe, FollowList } from "./schemas";

export type FollowTarget = { type: "user" | "library"; id: number };
const base = (t: FollowTarget) => `${t.type === "user" ? "users" : "libraries"}/${t.id}`;

/** The caller's follow record of `t`, or null when they do not follow it. */
export const fetchFollowingByMe = async (t: FollowTarget) =>
  (await apiRequest(`${base(t)}/following-by-me`, FollowingByMe))?.data ?? null;

export const fetchFollowers = (t: FollowTarget, page = 1) =>
  apiRequest(`${base(t)}/followers`, FollowList, { searchParams: { page } });

export const fetchFollowings = (userId: number, page = 1) =>
  apiRequest(`users/${userId}/followings`, FollowList, { searchParams: { page } });

export const follow = (t: FollowTarget, idempotencyKey: string) =>
  apiRequest(`${base(t)}/follow`, AnyBody, { method: "post", idempotencyKey });

export const unfollow = (t: FollowTarget, idempotencyKey: string) =>
  apiRequest(`${base(t)}/unfollow`, AnyBody, { method: "delete", idempotencyKey });
