// Complain types and reports (complains) of users and posts.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { fileReport, reportReasons } from "../domain/reports";
import { requireUser } from "../http/auth";
import { readInput } from "../http/input";

export const reportsRoutes = new Hono<AppEnv>();

reportsRoutes.get("/api/complain-types/:type", async (c) => {
  requireUser(c);
  // Each reason is its text, which a report sends back as its subject.
  return c.json({ data: await reportReasons(c.var.deps.db, c.req.param("type")) });
});

reportsRoutes.post("/api/complains", async (c) => {
  const me = requireUser(c);
  const report = await fileReport(c.var.deps.db, me.id, await readInput(c));
  return c.json({ message: "Thank you. Your report has been sent.", data: report }, 201);
});
