// The calls the national benchmark times on a generated network (server/db/national/): who makes them (the
// feed reader, a library's creator at its desk) and on what (their ids, found in the database).
import type autocannon from "autocannon";
import pg from "pg";
import { feedReader, readerUsername } from "../server/db/national/generate";
import type { NationalCounts } from "../server/db/national/scale";

/** Loans the lend row makes: every one another copy, each card given at most two (the limit is three). */
export const LENDS = 200;

export interface Call {
  name: string;
  request: autocannon.Request;
  /** A write: only its p99 is reported (and it changes the data, so writes run after every read). */
  write?: boolean;
  /** Requests to send in all, when the call can only be made so many times. */
  amount?: number;
}

async function loginAs(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ username, password: "pathagar-demo" }),
  });
  if (!res.ok) throw new Error(`login as ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The ids the calls need: the feed reader's, a mid-table library, its creator and a copy on its shelf. */
async function ids(databaseUrl: string, counts: NationalCounts) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text: string, values: unknown[]) =>
      (await client.query<{ id: number }>(text, values)).rows[0]!.id;
    const reader = await one("select id from users where username = $1", [feedReader(counts)]);
    const creatorName = readerUsername(Math.floor(counts.libraries / 2));
    const creator = await one("select id from users where username = $1", [creatorName]);
    const library = await one("select id from libraries where created_by = $1", [creator]);
    const post = await one(
      "select max(id) as id from posts where postable_type = 'user' and user_id <> $1",
      [reader],
    );
    const copies = (
      await client.query<{ id: number }>(
        "select id from library_books where library_id = $1 and status = 'available' order by id limit $2",
        [library, LENDS],
      )
    ).rows.map((r) => r.id);
    const members = (
      await client.query<{ id: number }>(
        "select id from library_members where library_id = $1 and total_reading_books <= 1 order by id",
        [library],
      )
    ).rows.map((r) => r.id);
    return { reader, creator, creatorName, library, post, copies, members };
  } finally {
    await client.end();
  }
}

/** The calls of the national table, with their tokens, on the server at `url` over `databaseUrl`. */
export async function nationalCalls(
  url: string,
  databaseUrl: string,
  counts: NationalCounts,
): Promise<Call[]> {
  const id = await ids(databaseUrl, counts);
  const reader = {
    authorization: `Bearer ${await loginAs(url, feedReader(counts))}`,
    accept: "application/json",
  };
  const staff = {
    authorization: `Bearer ${await loginAs(url, id.creatorName)}`,
    accept: "application/json",
  };
  const get = (path: string, headers: Record<string, string>): autocannon.Request => ({
    method: "GET",
    path,
    headers,
  });
  const lib = `/api/libraries/${id.library}`;
  let n = 0;
  let liked = 0;
  let lent = 0;
  const key = () => `national-${Date.now()}-${++n}`;
  return [
    { name: "feed (200 readers, 20 libraries)", request: get("/api/posts", reader) },
    { name: "a reader's timeline", request: get(`/api/users/${id.reader}/posts`, reader) },
    { name: "a library's page", request: get(lib, reader) },
    { name: "catalogue search", request: get(`${lib}/books?term=river`, reader) },
    { name: "reader search", request: get(`/api/users?term=tanvir`, reader) },
    {
      name: "reader search (Bangla)",
      request: get(`/api/users?term=${encodeURIComponent("রহমান")}`, reader),
    },
    { name: "member search at the desk", request: get(`${lib}/members?term=akter`, staff) },
    { name: "loan history", request: get(`${lib}/book-issues`, staff) },
    { name: "course list", request: get("/api/courses", reader) },
    {
      name: "write: post",
      write: true,
      request: {
        method: "POST",
        path: `/api/users/${id.reader}/posts`,
        setupRequest: (req) => ({
          ...req,
          headers: { ...reader, "content-type": "application/json", "idempotency-key": key() },
          body: JSON.stringify({ body: `জাতীয় পরীক্ষা ${n}: a post at scale.` }),
        }),
      },
    },
    {
      name: "write: like",
      write: true,
      request: {
        method: "POST",
        // Each request likes another post (a like already there answers as it is, which is not a write).
        setupRequest: (req) => ({
          ...req,
          path: `/api/posts/${id.post - (liked++ % 100_000)}/likes`,
          headers: { ...reader, "content-type": "application/json" },
          body: JSON.stringify({ emoji_html_code: "&#128077;" }),
        }),
      },
    },
    {
      name: "write: lend",
      write: true,
      amount: Math.min(id.copies.length, 2 * id.members.length),
      request: {
        method: "POST",
        path: `${lib}/book-issues`,
        setupRequest: (req) => {
          const k = lent++;
          return {
            ...req,
            headers: { ...staff, "content-type": "application/json", "idempotency-key": key() },
            body: JSON.stringify({
              library_book_id: id.copies[k % id.copies.length],
              library_member_id: id.members[k % id.members.length],
            }),
          };
        },
      },
    },
  ];
}
