// A library's desk settings and the caller's staff powers there (GET /desk).
import * as v from "valibot";
import { apiRequest } from "./client";
import { Data, Id, Resource } from "./schemas";

export const DeskSettings = Resource(
  v.object({
    id: Id,
    permissions: v.array(v.string()),
    loan_period_days: v.number(),
    loan_limit: v.number(),
    book_code_prefix: v.string(),
    next_book_code: v.string(),
    next_member_code: v.string(),
  }),
);

export const fetchDeskSettings = async (libraryId: number) =>
  (await apiRequest(`libraries/${libraryId}/desk`, Data(DeskSettings))).data;
