// A library's desk settings and the caller's staff powers there (GET /desk).
import { apiRequest } from "./client";
import { Data } from "./schemas";
import { DeskSettings } from "./schemas/desk";

export { DeskSettings };

export const fetchDeskSettings = async (libraryId: number) =>
  (await apiRequest(`libraries/${libraryId}/desk`, Data(DeskSettings))).data;
