// Reports and blocks: the reasons to report a user or a post, sending a report, blocking a user.
import * as v from "valibot";
import { apiRequest } from "./client";
import { ComplainType, Data, MessageResponse } from "./schemas";

export type ComplainableType = "User" | "Post";

export async function fetchComplainTypes(type: ComplainableType) {
  const answer = await apiRequest(
    `complain-types/${type}`,
    v.union([Data(v.array(ComplainType)), v.array(ComplainType)]),
  );
  return Array.isArray(answer) ? answer : answer.data;
}

export interface NewComplain {
  subject: string;
  body: string;
  complainable_type: ComplainableType;
  complainable_id: number;
}

export const createComplain = (complain: NewComplain, idempotencyKey: string) =>
  apiRequest("complains", v.partial(MessageResponse), {
    method: "post",
    json: complain,
    idempotencyKey,
  });

export const blockUser = (userId: number, idempotencyKey: string) =>
  apiRequest("blocks", v.partial(MessageResponse), {
    method: "post",
    json: { blockable_type: "User", blockable_id: userId },
    idempotencyKey,
  });
