// Builds the HTTP application: the API routes, then the built PWA.
import { Hono } from "hono";
import type { ServerConfig } from "./config";
import { mountStatic } from "./http/static";

export function createApp(config: ServerConfig): Hono {
  const app = new Hono();
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.all("/api/*", (c) => c.json({ message: "Not found." }, 404));
  mountStatic(app, config.staticDir);
  return app;
}
