// Builds the HTTP application: the API routes, then the built PWA.
import { Hono } from "hono";
import type { ServerConfig } from "./config";
import { securityHeaders } from "./http/security-headers";
import { mountStatic } from "./http/static";

export function createApp(config: ServerConfig): Hono {
  const app = new Hono();
  app.use("*", securityHeaders);
  // API answers carry a user's data: no HTTP cache (browser or proxy) may keep them.
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  app.use("/oauth/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.all("/api/*", (c) => c.json({ message: "Not found." }, 404));
  mountStatic(app, config.staticDir);
  return app;
}
