// The OpenAPI document lists every API route the server registered, each with a summary.
import { call } from "../test/http";
import { openApiPath } from "./openapi";

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { summary: string; tags: string[]; security?: unknown[] }>>;
}

describe("GET /api/openapi.json", () => {
  it("describes the registered API with a summary for every operation", async () => {
    const res = await call<Doc>("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const operations = Object.entries(res.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        ...op,
      })),
    );
    expect(operations.map((op) => op.key)).toEqual(
      expect.arrayContaining(["GET /api/health", "GET /api/openapi.json"]),
    );
    const missing = operations.filter((op) => op.summary === op.key).map((op) => op.key);
    expect(missing).toEqual([]);
    expect(res.body.paths["/api/health"]?.get?.security).toEqual([]);
  });

  it("writes Hono path patterns as OpenAPI paths", () => {
    expect(openApiPath("/api/users/:id{[0-9]+}/posts/:postId{[0-9]+}")).toBe(
      "/api/users/{id}/posts/{postId}",
    );
    expect(openApiPath("/api/courses/:slug/slug")).toBe("/api/courses/{slug}/slug");
  });
});
