// Helpers of the sync benchmark that talk to the real server directly (not through the lossy proxy).
import type { User } from "../src/api/schemas";

export interface BenchReader {
  token: string;
  user: User;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read loosely

async function api(
  url: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Json> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "content-type": "application/json",
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${url}/api/${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as object) },
  });
  const body = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Every item of a paged list. */
async function all(url: string, path: string, token: string): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    const body = await api(url, `${path}${path.includes("?") ? "&" : "?"}page=${page}`, { token });
    items.push(...(body.data as Json[]));
    if (!body.links?.next || page >= body.meta.last_page) return items;
  }
}

/** A new reader (the one-time code is the server's OTC_DEV_CODE), signed in. */
export async function registerBenchReader(url: string): Promise<BenchReader> {
  const payload = {
    first_name: "Bench",
    surname: "Reader",
    username: `bench.${Date.now()}@example.com`,
    password: "bench-pass-1",
    dob: "1995-01-01",
    gender: "o",
  };
  const body = JSON.stringify(payload);
  await api(url, "auth/register-with-username", { method: "POST", body });
  await api(url, "auth/register-with-username", {
    method: "POST",
    body,
    headers: { "ot-code": "123456" },
  });
  const login = await api(url, "auth/login", {
    method: "POST",
    body: JSON.stringify({ username: payload.username, password: payload.password }),
  });
  const token = login.data.token as string;
  const me = await api(url, "auth/me", { token });
  return { token, user: me.data.attributes as User };
}

/** Every seeded reader and library, for the reader to follow. */
export async function followTargets(
  url: string,
  reader: BenchReader,
): Promise<{ type: "user" | "library"; id: number }[]> {
  const users = await all(url, "users", reader.token);
  const libraries = await all(url, "libraries", reader.token);
  return [
    ...users
      .filter((u) => u.id !== reader.user.id)
      .map((u) => ({ type: "user" as const, id: u.id as number })),
    ...libraries.map((l) => ({ type: "library" as const, id: l.id as number })),
  ];
}

/** What the server holds for the reader: posts, likes and comments on them, follows. */
export async function serverCounts(url: string, reader: BenchReader) {
  // Posts are resources { id, attributes }; their like and comment summaries `{ data, meta: { total } }`.
  const posts = (await all(url, `users/${reader.user.id}/posts`, reader.token)).map(
    (r) => r.attributes as Json,
  );
  const followings = await api(url, `users/${reader.user.id}/followings`, { token: reader.token });
  return {
    posts: posts.length,
    likes: posts.reduce((n, p) => n + (p.likes_summary.meta.total as number), 0),
    comments: posts.reduce((n, p) => n + (p.comments_summary.meta.total as number), 0),
    follows: followings.meta.total as number,
  };
}

export async function alokitoId(url: string, token: string): Promise<number> {
  const body = await api(url, "searches/alokito", { token });
  return body.data.id as number;
}
