// Blocks as the API shows them: the block's id (to unblock with) and the person blocked.
import type { blocks } from "../db/schema";
import { userSummary, type UserSummaryRow } from "./users";

export type BlockRow = typeof blocks.$inferSelect;

export function blockJson(row: BlockRow, blocked: UserSummaryRow) {
  return {
    id: row.id,
    blockable_type: "User" as const,
    blockable_id: row.blockableId,
    blockable: userSummary(blocked),
    created_at: row.createdAt.toISOString(),
  };
}
export type BlockJson = ReturnType<typeof blockJson>;
