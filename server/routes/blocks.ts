// Blocking: block a person (which ends following both ways) or hide a post, list and unblock people.
import { Hono } from "hono";
import * as v from "valibot";
import { and, count, desc, eq, or } from "drizzle-orm";
import type { AppContext, AppEnv, UserRow } from "../context";
import { blocks, follows, posts, users } from "../db/schema";
import { blockOf, isBlockedPair, lockPair } from "../domain/blocks";
import { usersById } from "../domain/post-details";
import { requireUser } from "../http/auth";
import { invalid, notFound } from "../http/errors";
import { body, idParam, requiredId } from "../http/input";
import { paged, pageRequest } from "../http/paging";
import { blockJson, postBlockJson } from "../serialize/blocks";

export const blocksRoutes = new Hono<AppEnv>();

const NewBlock = v.object({
  blockable_type: v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === "string" ? x.trim().toLowerCase() : x)),
    v.picklist(["user", "post"], "The selected blockable type is invalid."),
  ),
  blockable_id: requiredId("blockable_id"),
});

/** The people I blocked, newest block first (people who blocked me are never listed). */
blocksRoutes.get("/api/blocks", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const req = pageRequest(c);
  const where = and(eq(blocks.userId, me.id), eq(blocks.blockableType, "User"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        block: blocks,
        person: {
          id: users.id,
          firstName: users.firstName,
          surname: users.surname,
          nickname: users.nickname,
          photoUrl: users.photoUrl,
        },
      })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockableId))
      .where(where)
      .orderBy(desc(blocks.id))
      .limit(req.perPage)
      .offset(req.offset),
    db
      .select({ n: count() })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockableId))
      .where(where),
  ]);
  const items = rows.map(({ block, person }) => blockJson(block, person));
  return c.json(paged(c, items, Number(total?.n ?? 0), req));
});

/**
 * Blocking a post hides it from the blocker's feed and timelines; its author is not blocked. A post
 * the blocker may not see (its author and the blocker are kept apart) is answered as missing.
 */
async function hidePost(c: AppContext, me: UserRow, postId: number) {
  const { db } = c.var.deps;
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post || (await isBlockedPair(db, me.id, post.userId))) {
    throw invalid({ blockable_id: ["The selected blockable id is invalid."] });
  }
  if (post.userId === me.id) throw invalid({ blockable_id: ["You cannot block your own post."] });
  const mine = and(
    eq(blocks.userId, me.id),
    eq(blocks.blockableType, "Post"),
    eq(blocks.blockableId, post.id),
  );
  const [created] = await db
    .insert(blocks)
    .values({ userId: me.id, blockableType: "Post", blockableId: post.id })
    .onConflictDoNothing()
    .returning();
  const row = created ?? (await db.select().from(blocks).where(mine).limit(1))[0]!;
  return c.json(
    { message: "The post has been hidden.", data: postBlockJson(row) },
    created ? 201 : 200,
  );
}

blocksRoutes.post("/api/blocks", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const input = await body(c, NewBlock);
  if (input.blockable_type === "post") return hidePost(c, me, input.blockable_id);
  const other = input.blockable_id;
  if (other === me.id) throw invalid({ blockable_id: ["You cannot block yourself."] });
  const person = (await usersById(db, [other])).get(other);
  if (!person) throw invalid({ blockable_id: ["The selected blockable id is invalid."] });
  const row = await db.transaction(async (tx) => {
    await lockPair(tx, me.id, other, "no key update");
    const [created] = await tx
      .insert(blocks)
      .values({ userId: me.id, blockableType: "User", blockableId: other })
      .onConflictDoNothing()
      .returning();
    // A block ends following both ways (unblocking does not bring it back).
    await tx
      .delete(follows)
      .where(
        and(
          eq(follows.followableType, "user"),
          or(
            and(eq(follows.userId, me.id), eq(follows.followableId, other)),
            and(eq(follows.userId, other), eq(follows.followableId, me.id)),
          ),
        ),
      );
    if (created) return { block: created, created: true };
    const [existing] = await tx.select().from(blocks).where(blockOf(me.id, other)).limit(1);
    return { block: existing!, created: false };
  });
  return c.json(
    { message: "The user has been blocked.", data: blockJson(row.block, person) },
    row.created ? 201 : 200,
  );
});

/** Unblocks: `{id}` is the block's id (from POST or GET /api/blocks); only its owner may remove it. */
blocksRoutes.delete("/api/blocks/:id{[0-9]+}", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const id = idParam(c.req.param("id"), "Block");
  const [removed] = await db
    .delete(blocks)
    .where(and(eq(blocks.id, id), eq(blocks.userId, me.id)))
    .returning({ id: blocks.id });
  if (!removed) throw notFound("Block");
  return c.json({ message: "The user has been unblocked." });
});
