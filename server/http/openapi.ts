// The OpenAPI document at /api/openapi.json, generated from the routes the app actually registered.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { ROUTE_SUMMARIES, PUBLIC_ROUTES } from "./route-summaries";

interface Operation {
  method: string;
  path: string;
}

/** "/api/users/:id{[0-9]+}/posts/:postId{[0-9]+}" → "/api/users/{id}/posts/{postId}". */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}");
}

/** Every API operation the app answers (middleware and catch-alls left out), in registration order. */
export function apiOperations(app: Hono<AppEnv>): Operation[] {
  const seen = new Set<string>();
  const operations: Operation[] = [];
  for (const route of app.routes) {
    const method = route.method.toUpperCase();
    if (method === "ALL" || route.path.includes("*")) continue;
    if (
      !route.path.startsWith("/api/") &&
      !route.path.startsWith("/oauth/") &&
      !route.path.startsWith("/qr-codes/")
    )
      continue;
    const path = openApiPath(route.path);
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    operations.push({ method, path });
  }
  return operations;
}

export function openApiDocument(app: Hono<AppEnv>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path } of apiOperations(app)) {
    const key = `${method} ${path}`;
    const tag = path.split("/")[path.startsWith("/api/") ? 2 : 1] ?? "api";
    const parameters = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: m[1] === "slug" || m[1] === "name" ? "string" : "integer" },
    }));
    const isPublic = PUBLIC_ROUTES.has(key);
    (paths[path] ??= {})[method.toLowerCase()] = {
      tags: [tag],
      summary: ROUTE_SUMMARIES[key] ?? key,
      ...(parameters.length ? { parameters } : {}),
      ...(isPublic ? { security: [] } : {}),
      responses: { "200": { description: "OK" } },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Pathagar API",
      version: "1.0.0",
      description:
        "JSON API of Pathagar. Send `Authorization: Bearer <token>` (from POST /api/auth/login). Lists are paged " +
        "with `page` and `term` and answer `data`, `links` and `meta`. Invalid input answers 422 with " +
        "`{message, errors: {field: [messages]}}`. Writes accept an `Idempotency-Key` header: the same key " +
        "within 24 hours returns the first answer and writes nothing again. Blocking: POST /api/blocks " +
        '`{blockable_type: "User", blockable_id}` keeps two readers apart both ways (posts, comments, likes, ' +
        "profiles, follows and search answer as if the other did not exist, 404 or 422 like a missing id) and " +
        "ends their follows; GET /api/blocks pages the people you blocked; DELETE /api/blocks/{id} (the " +
        "block's id) unblocks, which brings visibility back but not the follows.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    security: [{ bearer: [] }],
    paths,
  };
}

export function mountOpenApi(app: Hono<AppEnv>): void {
  let cached: ReturnType<typeof openApiDocument> | null = null;
  app.get("/api/openapi.json", (c) => c.json((cached ??= openApiDocument(app))));
}
