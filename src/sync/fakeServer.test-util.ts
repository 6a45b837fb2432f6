// A small stateful fake of the API for sync tests: posts, comments, likes, follows, with idempotency.
import type { User } from "../api/schemas";
import { wire, wirePost } from "../api/wire.test-util";
import { jsonResponse, type Handler } from "./testing";

export interface FakeServer {
  handler: Handler;
  requests: { method: string; path: string; key: string | null }[];
  posts: Map<number, { id: number; body: string; title: string | null }>;
  comments: Map<number, { id: number; post_id: number; body: string }>;
  likes: Map<number, { id: number; post_id: number }>;
  follows: Set<string>;
  /** Answers the next calls with these statuses (then behaves normally). */
  failNext: (status: number | "network", headers?: Record<string, string>, body?: unknown) => void;
}

export const author = {
  id: 1,
  first_name: "Rina",
  surname: "Das",
  nickname: null,
  photo_url: null,
};

/** The signed-in reader of sync and feed tests: the author, as GET /profile would give her. */
export const reader: User = {
  ...author,
  username: "rina",
  mobile: null,
  email: null,
  dob: null,
  gender: null,
  cover_photo_url: null,
  total_followers: 0,
  total_followings: 0,
  created_at: "2026-01-01T00:00:00.000Z",
};

/** A post by `author` as the server sends it (before wire()), with no likes or comments. */
export const makePost = (id: number, body: string, title: string | null = null) => ({
  id,
  title,
  body,
  image_url: null,
  created_at: "2026-11-22T10:00:00.000Z",
  user: author,
  postable_type: "user" as const,
  postable: author,
  comments_data: { total: 0, latest: [] },
  likes_data: { total: 0, users: [] },
  my_like: null,
});

export function fakeServer(): FakeServer {
  let nextId = 500;
  const seen = new Map<string, Response>();
  const failures: {
    status: number | "network";
    headers?: Record<string, string>;
    body?: unknown;
  }[] = [];
  const s: FakeServer = {
    requests: [],
    posts: new Map(),
    comments: new Map(),
    likes: new Map(),
    follows: new Set(),
    failNext: (status, headers, body) => failures.push({ status, headers, body }),
    handler: async (request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\//, "");
      const key = request.headers.get("Idempotency-Key");
      s.requests.push({ method: request.method, path, key });
      const failure = failures.shift();
      if (failure?.status === "network") throw new TypeError("Failed to fetch");
      if (failure)
        return jsonResponse(
          failure.status,
          failure.body ?? { message: `Error ${failure.status}` },
          failure.headers,
        );
      if (key && seen.has(key)) return seen.get(key)!.clone();
      const answer = await route(request, path);
      if (key) seen.set(key, answer.clone());
      return answer;
    },
  };
  async function route(request: Request, path: string): Promise<Response> {
    let m: RegExpMatchArray | null;
    const method = request.method;
    if (method === "POST" && (m = path.match(/^users\/\d+\/posts$/))) {
      const form = await request.formData();
      const id = nextId++;
      s.posts.set(id, {
        id,
        body: String(form.get("body")),
        title: (form.get("title") as string) ?? null,
      });
      return jsonResponse(201, { data: wirePost(makePost(id, String(form.get("body")), null)) });
    }
    if (method === "POST" && (m = path.match(/^users\/\d+\/posts\/(\d+)$/))) {
      const form = await request.formData();
      const p = s.posts.get(Number(m[1]));
      if (!p) return jsonResponse(404, { message: "Not found" });
      p.body = String(form.get("body"));
      return jsonResponse(200, { data: wirePost(makePost(p.id, p.body, null)) });
    }
    if (method === "DELETE" && (m = path.match(/^users\/\d+\/posts\/(\d+)$/))) {
      s.posts.delete(Number(m[1]));
      return jsonResponse(200, { message: "Deleted" });
    }
    if (method === "POST" && (m = path.match(/^posts\/(\d+)\/comments$/))) {
      const postId = Number(m[1]);
      if (!s.posts.has(postId)) return jsonResponse(404, { message: "No such post" });
      const { body } = (await request.json()) as { body: string };
      if (!body.trim())
        return jsonResponse(422, {
          message: "The body field is required.",
          errors: { body: ["Required."] },
        });
      const id = nextId++;
      s.comments.set(id, { id, post_id: postId, body });
      return jsonResponse(201, {
        data: wire({
          id,
          post_id: postId,
          body,
          user: author,
          created_at: "2026-11-22T10:00:00.000Z",
        }),
      });
    }
    if (method === "DELETE" && (m = path.match(/^posts\/(\d+)\/comments\/(\d+)$/))) {
      s.comments.delete(Number(m[2]));
      return jsonResponse(200, { message: "Deleted" });
    }
    if (method === "POST" && (m = path.match(/^posts\/(\d+)\/likes$/))) {
      const postId = Number(m[1]);
      const id = nextId++;
      s.likes.set(id, { id, post_id: postId });
      return jsonResponse(201, { data: wire({ id, user: author, emoji_html_code: "&#128077;" }) });
    }
    if (method === "DELETE" && (m = path.match(/^posts\/(\d+)\/likes\/(\d+)$/))) {
      s.likes.delete(Number(m[2]));
      return jsonResponse(200, { message: "Deleted" });
    }
    if ((m = path.match(/^(users|libraries)\/(\d+)\/(follow|unfollow)$/))) {
      const k = `${m[1]}:${m[2]}`;
      if (m[3] === "follow") s.follows.add(k);
      else s.follows.delete(k);
      return jsonResponse(200, { message: "OK" });
    }
    if (method === "POST" && (m = path.match(/^libraries\/(\d+)\/member-requests$/))) {
      return jsonResponse(201, {
        data: wire({
          id: nextId++,
          library_id: Number(m[1]),
          user_id: 1,
          created_at: "2026-11-22T10:00:00.000Z",
        }),
      });
    }
    if (method === "POST" && path === "my-course-orders") {
      const { course_id } = (await request.json()) as { course_id: number };
      if (course_id === 404) return jsonResponse(422, { message: "This course is closed." });
      return jsonResponse(201, {
        data: {
          id: nextId++,
          course_id,
          status: "ordered",
          message: "We will call you.",
          created_at: "2026-11-22T10:00:00.000Z",
        },
      });
    }
    if (method === "POST" && (m = path.match(/^users\/(\d+)$/))) {
      // As the API does: a new email (or mobile) waits for its code; the current one stays.
      const form = await request.formData();
      const email = form.get("email") as string | null;
      return jsonResponse(200, {
        data: wire({
          ...reader,
          first_name: String(form.get("first_name") ?? author.first_name),
          pending_email: email && email !== reader.email ? email : null,
        }),
      });
    }
    return jsonResponse(404, { message: `No route ${method} ${path}` });
  }
  return s;
}
