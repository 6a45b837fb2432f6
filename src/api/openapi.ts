// The server's OpenAPI document (GET /api/openapi.json), reduced to what the API overview page lists.
import * as v from "valibot";
import { apiRequest } from "./client";

const Operation = v.object({
  summary: v.optional(v.string(), ""),
  tags: v.optional(v.array(v.string()), []),
  security: v.optional(v.array(v.unknown())),
});

export const OpenApiDocument = v.object({
  openapi: v.string(),
  info: v.object({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), Operation)),
});
export type OpenApiDocument = v.InferOutput<typeof OpenApiDocument>;

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  tag: string;
  /** Callable without a token. */
  isPublic: boolean;
}

export function getOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  return apiRequest("openapi.json", OpenApiDocument, { signal });
}

/** Operations grouped by tag, in the order the server lists them. */
export function groupOperations(doc: OpenApiDocument): [string, ApiOperation[]][] {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? "api";
      const list = groups.get(tag) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        tag,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()];
}
