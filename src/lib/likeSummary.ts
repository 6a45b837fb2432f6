// Who liked a post, as parts for the summary line (SPEC §9): "You", up to 2 names in all, then N others.
export interface LikeSummaryInput {
  /** likes_data.total: every like, the caller's included. */
  total: number;
  /** Names of likers other than the caller, in the server's order (likes_data.users). */
  names: readonly string[];
  /** The caller likes the post (my_like is set). */
  likedByMe: boolean;
}

export interface LikeSummaryParts {
  /** Say "You" first. */
  you: boolean;
  /** Other likers to name, at most 2 together with "You". */
  names: string[];
  /** Likes not named, for "N others" (0 when everyone is named). */
  others: number;
  total: number;
}

/** How many likers the summary names, "You" included. */
export const NAMED_LIKERS = 2;

export function likeSummary({ total, names, likedByMe }: LikeSummaryInput): LikeSummaryParts {
  const count = Math.max(0, Math.trunc(total) || 0, likedByMe ? 1 : 0);
  const you = likedByMe;
  const room = NAMED_LIKERS - (you ? 1 : 0);
  const others = count - (you ? 1 : 0);
  const named = names
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, Math.min(room, others));
  return { you, names: named, others: others - named.length, total: count };
}
