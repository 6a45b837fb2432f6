// Every route of the app as a concrete address for the layout-shift check: the paths in src/routeTree.gen.ts,
// with seeded records' ids filled in (Alokito, Rahim, the first course); guests get the public ones.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiLogin, DEMO, fetchMe } from "../tests/e2e/support";
import { alokitoId } from "./sync-server";
import type { RouteSet } from "./browser";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Pages a visitor can open without signing in (the rest redirect to /login). */
const PUBLIC =
  /^\/(about|achievements|advertisers|awards|careers|cart|contact-us|courses\/|courses\/\$slug|developers\/.*|help|login|pricing|privacy-policy|products|register|research)?$/;
/** Pages that only make sense in the middle of a flow (a one-time code in hand). */
const FLOW_ONLY = new Set(["/login-with-otc-to-reset-password", "/reset-password"]);

export async function routeSet(baseUrl: string): Promise<RouteSet> {
  const tree = readFileSync(path.join(root, "src/routeTree.gen.ts"), "utf8");
  const paths = [...new Set([...tree.matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1]!))].sort();
  const token = await apiLogin(baseUrl, DEMO.rahim.username, DEMO.rahim.password);
  const me = await fetchMe(baseUrl, token);
  const library = await alokitoId(baseUrl, token);
  const courses = (await (await fetch(`${baseUrl}/api/courses`)).json()) as {
    data: { id: number; slug: string }[];
  };
  const course = courses.data[0]!;
  const libraries = (await (
    await fetch(`${baseUrl}/api/libraries/${library}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    })
  ).json()) as { data?: { username?: string; attributes?: { username?: string } } };
  const libraryName = libraries.data?.username ?? libraries.data?.attributes?.username;
  const fill = (p: string) =>
    p
      .replace("/libraries/$id", `/libraries/${library}`)
      .replace("$userId", String(me.id))
      .replace("$slug", course.slug)
      .replace("/courses/$id", `/courses/${course.id}`)
      .replace("$username", libraryName ?? "$username");
  const concrete = paths.filter((p) => !FLOW_ONLY.has(p));
  return {
    guest: concrete.filter((p) => PUBLIC.test(p)).map(fill),
    signedIn: concrete
      .filter((p) => !PUBLIC.test(p) || p === "/")
      .map(fill)
      .filter((p) => !p.includes("$")),
  };
}
