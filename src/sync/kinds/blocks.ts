// Mutation kinds for blocking and unblocking a person; a block and an unblock still unsent cancel out.
import * as blocksApi from "../../api/blocks";
import type { Block, UserSummary } from "../../api/schemas";
import type { BlockRow, MirrorDb } from "../../db";
import { forgetPostsBy } from "../forget";
import { defineKind, remapQueued, type TempId } from "../engine";
import { dropWithDependents, findUnsent } from "./helpers";
import { followRowKey, keys } from "../keys";

export interface BlockCreatePayload {
  tempId: TempId;
  user: UserSummary;
  createdAt: string;
}
export interface BlockDeletePayload {
  userId: number;
  blockId: number | string;
}

/** Puts back (or removes) the block row as it was before a mutation. */
async function restore(db: MirrorDb, userId: number, previous: BlockRow | null): Promise<void> {
  if (previous) await db.blocks.put(previous);
  else await db.blocks.delete(userId);
}

export const blockCreate = defineKind("block.create")<
  BlockCreatePayload,
  { data: Block },
  BlockRow | null
>({
  entityKey: (p) => keys.block(p.user.id),
  protects: (p) => [keys.block(p.user.id)],
  creates: (p) => p.tempId,
  refersTo: () => [],
  async coalesce(db, p, queued) {
    const unblock = findUnsent(queued, blockDelete, (d) => d.userId === p.user.id);
    if (!unblock) return false;
    // Unblocked then blocked again, neither sent: the server still holds the first block.
    await dropWithDependents(db, unblock);
    await restore(db, p.user.id, unblock.undo);
    await forgetPostsBy(db, p.user.id);
    return true;
  },
  async apply(db, p, mutationId) {
    const previous = (await db.blocks.get(p.user.id)) ?? null;
    await db.blocks.put({
      userId: p.user.id,
      id: p.tempId,
      user: p.user,
      created_at: p.createdAt,
      pendingBy: mutationId,
    });
    // The server ends following both ways; their posts and comments leave this device.
    await db.follows.put({
      key: followRowKey("user", p.user.id),
      type: "user",
      targetId: p.user.id,
      following: false,
    });
    await forgetPostsBy(db, p.user.id);
    return previous;
  },
  send: (p, key) => blocksApi.createBlock(p.user.id, key),
  async reconcile(db, p, answer, row) {
    const server = answer.data;
    const current = await db.blocks.get(p.user.id);
    if (current?.id === p.tempId)
      await db.blocks.put({
        userId: p.user.id,
        id: server.id,
        user: server.blockable,
        created_at: server.created_at,
      });
    await remapQueued(db, p.tempId, server.id, "block", row.id);
  },
  rollback: (db, p, undo) => restore(db, p.user.id, undo),
});

export const blockDelete = defineKind("block.delete")<BlockDeletePayload, unknown, BlockRow | null>(
  {
    entityKey: (p) => keys.block(p.userId),
    protects: (p) => [keys.block(p.userId)],
    refersTo: (p) => [p.blockId],
    async coalesce(db, p, queued) {
      const block = findUnsent(queued, blockCreate, (c) => c.user.id === p.userId);
      if (!block) return false;
      // Blocked then unblocked, neither sent: nothing reaches the server.
      await dropWithDependents(db, block);
      await restore(db, p.userId, block.undo);
      return true;
    },
    async apply(db, p, mutationId) {
      const previous = (await db.blocks.get(p.userId)) ?? null;
      // Kept, marked, until the server has it: the list shows the unblock as waiting to be sent.
      if (previous) await db.blocks.put({ ...previous, unblocked: true, pendingBy: mutationId });
      return previous;
    },
    send: (p, key) => blocksApi.deleteBlock(p.blockId as number, key),
    async reconcile(db, p) {
      const current = await db.blocks.get(p.userId);
      if (current?.unblocked) await db.blocks.delete(p.userId);
    },
    rollback: (db, p, undo) => restore(db, p.userId, undo),
  },
);
