// GET /healthz for load balancers and orchestrators: 200 when the database answers a query within 2 s, 503 otherwise.
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { errorFields, logLine } from "./log";

export const HEALTH_TIMEOUT_MS = 2000;

export function mountHealth(app: Hono<AppEnv>): void {
  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer in time")), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([c.var.deps.db.execute(sql`select 1`), late]);
      return c.json({ status: "ok" });
    } catch (err) {
      logLine("error", { msg: "The database does not answer.", ...errorFields(err) });
      return c.json({ status: "unavailable", message: "The database does not answer." }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
