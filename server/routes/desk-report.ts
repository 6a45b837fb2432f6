// GET /api/libraries/{id}/report?from=&to=: the library's numbers over a range of days, for its staff (any desk
// power): loans and returns per month, members, late loans, the most borrowed titles and authors, shelves.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { libraryReport } from "../domain/library-report";
import { readReportRange } from "../domain/report-input";
import { DESK_LIBRARY, deskAccess } from "./desk-access";

export const deskReportRoutes = new Hono<AppEnv>();

deskReportRoutes.get(`${DESK_LIBRARY}/report`, async (c) => {
  const { db, library } = await deskAccess(c, "staff");
  const range = readReportRange({ from: c.req.query("from"), to: c.req.query("to") });
  return c.json({ data: await libraryReport(db, library.id, range) });
});
