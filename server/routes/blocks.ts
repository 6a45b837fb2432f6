// Blocking: block a person (which ends following both ways) or hide a post, list and unblock people.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../context";
import { blockedPeoplePage, blockPerson, hidePost, unblock } from "../domain/blocks";
import { requireUser } from "../http/auth";
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
  const req = pageRequest(c);
  const { rows, total } = await blockedPeoplePage(c.var.deps.db, me.id, req);
  const items = rows.map(({ block, person }) => blockJson(block, person));
  return c.json(paged(c, items, total, req));
});

/** Blocks a person (ending following both ways) or hides a post (domain/blocks.ts has the rules). */
blocksRoutes.post("/api/blocks", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const input = await body(c, NewBlock);
  if (input.blockable_type === "post") {
    const { block, created } = await hidePost(db, me.id, input.blockable_id);
    return c.json(
      { message: "The post has been hidden.", data: postBlockJson(block) },
      created ? 201 : 200,
    );
  }
  const row = await blockPerson(db, me.id, input.blockable_id);
  return c.json(
    { message: "The user has been blocked.", data: blockJson(row.block, row.person) },
    row.created ? 201 : 200,
  );
});

/** Unblocks: `{id}` is the block's id (from POST or GET /api/blocks); only its owner may remove it. */
blocksRoutes.delete("/api/blocks/:id{[0-9]+}", async (c) => {
  const me = requireUser(c);
  await unblock(c.var.deps.db, me.id, idParam(c.req.param("id"), "Block"));
  return c.json({ message: "The user has been unblocked." });
});
