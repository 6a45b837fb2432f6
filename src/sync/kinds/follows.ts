// Mutation kinds for following a user or a library; a follow and an unfollow still unsent cancel out.
import * as followsApi from "../../api/follows";
import type { FollowRow, MirrorDb } from "../../db";
import { dropWithDependents, findUnsent } from "./helpers";
import { defineKind, type Kind } from "../engine";
import { followRowKey, keys } from "../keys";

export interface FollowPayload {
  target: followsApi.FollowTarget;
}

const keyOf = (t: followsApi.FollowTarget) => followRowKey(t.type, t.id);
const sameTarget = (p: FollowPayload) => (q: FollowPayload) => keyOf(q.target) === keyOf(p.target);

async function setFollowing(
  db: MirrorDb,
  p: FollowPayload,
  following: boolean,
): Promise<FollowRow | null> {
  const key = keyOf(p.target);
  const previous = (await db.follows.get(key)) ?? null;
  await db.follows.put({ key, type: p.target.type, targetId: p.target.id, following });
  const delta = following === (previous?.following ?? !following) ? 0 : following ? 1 : -1;
  if (delta) {
    const bump = (row: { total_followers?: number }) => {
      if (row.total_followers !== undefined)
        row.total_followers = Math.max(0, row.total_followers + delta);
    };
    if (p.target.type === "library")
      await db.libraries.where("id").equals(p.target.id).modify(bump);
    else await db.users.where("id").equals(p.target.id).modify(bump);
  }
  return previous;
}

/** The follow row a change replaced (null: there was none). */
type Previous = FollowRow | null;

async function restore(db: MirrorDb, p: FollowPayload, previous: Previous): Promise<void> {
  await setFollowing(db, p, previous?.following ?? false);
  if (!previous) await db.follows.delete(keyOf(p.target));
}

/** Follow or unfollow; `opposite` is the other, read when a change is queued (both are defined by then). */
function followKind<N extends "follow" | "unfollow">(
  kind: N,
  opposite: () => Kind<string, FollowPayload, Previous>,
): Kind<N, FollowPayload, Previous> {
  const following = kind === "follow";
  return defineKind(kind)<FollowPayload, unknown, Previous>({
    entityKey: (p) => keys.follow(p.target.type, p.target.id),
    protects: (p) => [keys.follow(p.target.type, p.target.id)],
    refersTo: () => [],
    async coalesce(db, p, queued) {
      const other = findUnsent(queued, opposite(), sameTarget(p));
      if (!other) return false;
      await dropWithDependents(db, other);
      await restore(db, p, other.undo);
      return true;
    },
    apply: (db, p) => setFollowing(db, p, following),
    send: (p, key) =>
      following ? followsApi.follow(p.target, key) : followsApi.unfollow(p.target, key),
    async reconcile(db, p) {
      await db.follows.put({
        key: keyOf(p.target),
        type: p.target.type,
        targetId: p.target.id,
        following,
      });
    },
    rollback: (db, p, undo) => restore(db, p, undo),
  });
}

export const follow: Kind<"follow", FollowPayload, Previous> = followKind("follow", () => unfollow);
export const unfollow: Kind<"unfollow", FollowPayload, Previous> = followKind(
  "unfollow",
  () => follow,
);
