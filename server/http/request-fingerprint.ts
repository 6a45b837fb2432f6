// A write request's fingerprint: SHA-256 of its method, path, one-time code and fields, however encoded.
import { createHash, type Hash } from "node:crypto";
import type { AppContext } from "../context";

/**
 * Reads the whole body (Hono keeps it for the route) and hashes what the request means rather than its
 * bytes: a retry rebuilds its multipart form with a new boundary and may order JSON keys differently.
 */
export async function requestFingerprint(c: AppContext): Promise<string> {
  const hash = createHash("sha256");
  const url = new URL(c.req.url);
  hash.update(`${c.req.method} ${url.pathname}${url.search}\n`);
  hash.update(`ot-code ${c.req.header("ot-code")?.trim() ?? ""}\n`);
  const type = c.req.header("content-type") ?? "";
  const bytes = await c.req.arrayBuffer();
  if (type.includes("application/json")) hashJson(hash, bytes);
  else if (type.includes("multipart/form-data") || type.includes("x-www-form-urlencoded"))
    await hashForm(hash, bytes, type);
  else hash.update(new Uint8Array(bytes));
  return hash.digest("hex");
}

function hashJson(hash: Hash, bytes: ArrayBuffer): void {
  try {
    hash.update(`json ${JSON.stringify(sortKeys(JSON.parse(new TextDecoder().decode(bytes))))}`);
  } catch {
    hash.update(new Uint8Array(bytes));
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
}

/** Fields by name (a field's repeated values in order); a file counts by its type and bytes, not its name. */
async function hashForm(hash: Hash, bytes: ArrayBuffer, type: string): Promise<void> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    hash.update(new Uint8Array(bytes));
    return;
  }
  const entries = [...form.entries()];
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    if (typeof value === "string") {
      hash.update(`field ${JSON.stringify(name)} ${JSON.stringify(value)}\n`);
    } else {
      const digest = createHash("sha256")
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest("hex");
      hash.update(`file ${JSON.stringify(name)} ${JSON.stringify(value.type)} ${digest}\n`);
    }
  }
}
