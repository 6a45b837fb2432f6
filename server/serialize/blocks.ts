// Blocks as the API shows them, as resources: the block's id (to unblock with) and what was blocked.
import type { blocks } from "../db/schema";
import { toResource } from "../../src/api/schemas/resource";
import { userSummary, type UserSummaryRow } from "./users";

export type BlockRow = typeof blocks.$inferSelect;

/** A block of a person: `{ id, attributes: { …, blockable: the person } }`. */
export function blockJson(row: BlockRow, blocked: UserSummaryRow) {
  return toResource({
    id: row.id,
    blockable_type: "User" as const,
    blockable_id: row.blockableId,
    blockable: userSummary(blocked),
    created_at: row.createdAt.toISOString(),
  });
}
export type BlockJson = ReturnType<typeof blockJson>;

/** A hidden post (a block of a post): `{ id, attributes: { …, blockable_type: "Post" } }`. */
export function postBlockJson(row: BlockRow) {
  return toResource({
    id: row.id,
    blockable_type: "Post" as const,
    blockable_id: row.blockableId,
    created_at: row.createdAt.toISOString(),
  });
}
