// A list sent whole, for a device's mirror: `{data, meta: {total, version}}`, the version a hash of the records
// (also the ETag). A caller that sends the version back (If-None-Match) gets a 304 while the list is the same,
// so a pull with nothing new costs its headers; a changed one comes packed small (packed-lists.ts).
import { createHash } from "node:crypto";
import type { AppContext } from "../context";
import { pickEncoding } from "./compress";
import { PACK_MAX_BYTES, packedOnce } from "./packed-lists";

/** A list's page that holds all of it: what a whole list asks the domain's paged reads for. */
export const WHOLE = { page: 1, offset: 0, perPage: 1_000_000, term: "" };

/** Whether the request's If-None-Match names `version` (weak or strong, one of a list). */
export function asksFor(c: AppContext, version: string): boolean {
  const asked = c.req.header("If-None-Match") ?? "";
  return asked.split(",").some((t) => t.trim().replace(/^W\//, "") === `"${version}"`);
}

/**
 * The list's answer (or a 304). A client that takes Brotli gets it at quality 11, packed once per version
 * (packed-lists.ts) unless the list is big; otherwise the compression middleware encodes it as any answer.
 */
export async function wholeList(c: AppContext, records: unknown[]): Promise<Response> {
  const json = JSON.stringify(records);
  const version = createHash("sha1").update(json).digest("base64url");
  const headers = { ETag: `W/"${version}"` };
  if (asksFor(c, version)) return c.body(null, 304, headers);
  const body = Buffer.from(
    `{"data":${json},"meta":${JSON.stringify({ total: records.length, version })}}`,
  );
  const type = { "Content-Type": "application/json; charset=UTF-8" };
  if (body.byteLength > PACK_MAX_BYTES || pickEncoding(c.req.header("Accept-Encoding")) !== "br")
    return c.body(new Uint8Array(body), 200, { ...headers, ...type });
  const packed = await packedOnce(version, body);
  return c.body(new Uint8Array(packed), 200, {
    ...headers,
    ...type,
    "Content-Encoding": "br",
    Vary: "Accept-Encoding",
  });
}
