// Blocking people: block, the pages of people I blocked, unblock (by the block's id).
import { AnyBody, apiRequest } from "./client";
import { Block, BlockResponse, Paged } from "./schemas";

export const createBlock = (userId: number, idempotencyKey: string) =>
  apiRequest("blocks", BlockResponse, {
    method: "post",
    json: { blockable_type: "User", blockable_id: userId },
    idempotencyKey,
  });

export const fetchBlocks = (page = 1) =>
  apiRequest("blocks", Paged(Block), { searchParams: { page } });

export const deleteBlock = (blockId: number, idempotencyKey: string) =>
  apiRequest(`blocks/${blockId}`, AnyBody, { method: "delete", idempotencyKey });
