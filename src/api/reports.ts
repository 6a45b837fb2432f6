// Reports: the reasons to report a user or a post, and sending a report (blocking: blocks.ts).
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
