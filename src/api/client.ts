// The HTTP client: ky with the bearer token, JSON, a timeout, and every answer checked against its schema.
import ky, { TimeoutError, type KyInstance } from "ky";
import * as v from "valibot";
import { getToken } from "../session/session";
import { reportAnswer, reportNetworkFailure } from "../lib/connectivity";
import { ApiError, httpError } from "./errors";

export interface ApiConfig {
  /** Where the API lives; '/api' in the app, an absolute URL in Node. */
  prefixUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Bearer token source; the session store by default. */
  token?: () => string | null;
}

let config: ApiConfig = { prefixUrl: "/api", timeoutMs: 20_000 };
let client: KyInstance = build(config);

function build(c: ApiConfig): KyInstance {
  return ky.create({
    prefixUrl: c.prefixUrl,
    timeout: c.timeoutMs,
    retry: 0,
    throwHttpErrors: false,
    headers: { Accept: "application/json" },
    ...(c.fetch ? { fetch: c.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          // A call made with its own bearer (the one-time-code token, a token not yet stored) keeps it.
          const token = (c.token ?? getToken)();
          if (token && !request.headers.has("Authorization")) {
            request.headers.set("Authorization", `Bearer ${token}`);
          }
        },
      ],
    },
  });
}

/** Points the client elsewhere (tests, the benchmark). Unset fields keep their value. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
  client = build(config);
}

export interface RequestOptions {
  method?: "get" | "post" | "put" | "delete";
  searchParams?: Record<string, string | number | undefined>;
  json?: unknown;
  body?: FormData;
  /** Sent as Idempotency-Key on writes, so a replayed write is stored once. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The If-None-Match header naming a whole list's version (`meta.version`): the server answers 304 (an ApiError with
 * that status) while the list is the same.
 */
export const ifNoneMatch = (version: string | undefined): Record<string, string> | undefined =>
  version ? { "If-None-Match": `W/"${version}"` } : undefined;

function cleanParams(params: RequestOptions["searchParams"]): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(params)) if (val !== undefined) out[k] = String(val);
  return out;
}

/** Calls `path` (relative to the API root) and returns the body validated by `schema`. */
export async function apiRequest<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  let response: Response;
  try {
    response = await client(path.replace(/^\//, ""), {
      method: options.method ?? "get",
      searchParams: cleanParams(options.searchParams),
      json: options.json,
      body: options.body,
      headers,
      signal: options.signal,
    });
  } catch (error) {
    // No answer: the network is suspect (a cancelled call and a slow server say nothing about it).
    if (!options.signal?.aborted && !(error instanceof TimeoutError)) reportNetworkFailure();
    if (error instanceof TimeoutError) {
      throw new ApiError(0, "timeout", "The server took too long to answer.");
    }
    throw new ApiError(0, "network", error instanceof Error ? error.message : "Network error");
  }
  reportAnswer();
  if (!response.ok) throw await httpError(response);
  let body: unknown = null;
  const text = await response.text().catch(() => {
    throw new ApiError(0, "network", "The connection closed before the answer was complete.");
  });
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, "http", "The server's answer could not be read.");
    }
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    throw new ApiError(response.status, "http", "The server's answer had an unexpected shape.");
  }
  return parsed.output;
}

/** A file name for an upload: the File's own, or the field name with an extension from the type. */
function fileName(field: string, blob: Blob): string {
  if (typeof File !== "undefined" && blob instanceof File && blob.name) return blob.name;
  const ext = /^image\/(png|jpeg|gif|webp)$/.exec(blob.type)?.[1]?.replace("jpeg", "jpg");
  return ext ? `${field}.${ext}` : field;
}

/** Form data from a record; Blobs become files, null/undefined fields are left out. */
export function formData(
  fields: Record<string, string | number | Blob | null | undefined>,
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) data.append(key, value, fileName(key, value));
    else data.append(key, String(value));
  }
  return data;
}

/** Accepts any body (answers whose content the client does not use). */
export const AnyBody = v.unknown();
