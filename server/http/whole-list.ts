// A list sent whole, for a device's mirror: `{data, meta: {total, version}}`, the version a hash of the records
// (also the ETag). A caller that sends the version back (If-None-Match) gets a 304 while the list is the same,
// so a pull with nothing new costs its headers.
import { createHash } from "node:crypto";
import type { AppContext } from "../context";

/** A list's page that holds all of it: what a whole list asks the domain's paged reads for. */
export const WHOLE = { page: 1, offset: 0, perPage: 1_000_000, term: "" };

/** Whether the request's If-None-Match names `version` (weak or strong, one of a list). */
export function asksFor(c: AppContext, version: string): boolean {
  const asked = c.req.header("If-None-Match") ?? "";
  return asked.split(",").some((t) => t.trim().replace(/^W\//, "") === `"${version}"`);
}

export function wholeList(c: AppContext, records: unknown[]): Response {
  const json = JSON.stringify(records);
  const version = createHash("sha1").update(json).digest("base64url");
  const headers = { ETag: `W/"${version}"` };
  if (asksFor(c, version)) return c.body(null, 304, headers);
  return c.body(
    `{"data":${json},"meta":${JSON.stringify({ total: records.length, version })}}`,
    200,
    {
      ...headers,
      "Content-Type": "application/json; charset=UTF-8",
    },
  );
}
