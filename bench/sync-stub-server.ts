// A minimal stand-in for the API routes the sync benchmark uses (posts, likes, comments, follows,
// library books and members), honouring Idempotency-Key. Used only when no real server is given.
// It can "lose" answers: the write is stored but the connection is cut, as a flaky network does.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubCounts {
  posts: number;
  likes: number;
  comments: number;
  follows: number;
  /** Writes that arrived with a key already stored (answered from the store, not written again). */
  replayedKeys: number;
}

const user = { id: 1, first_name: "Bench", surname: null, nickname: null, photo_url: null };

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startStubServer(options: { books: number; loseEvery?: number }) {
  let nextId = 1;
  let writes = 0;
  const stored = new Map<string, { status: number; json: unknown }>();
  const posts = new Set<number>();
  const likes = new Set<number>();
  const comments = new Set<number>();
  const follows = new Set<string>();
  const counts: StubCounts = { posts: 0, likes: 0, comments: 0, follows: 0, replayedKeys: 0 };
  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(json));
  };
  const page = <T>(all: T[], n: number, per: number) => ({
    data: all.slice((n - 1) * per, n * per),
    links: { prev: null, next: n * per < all.length ? `?page=${n + 1}` : null },
    meta: {
      current_page: n,
      last_page: Math.max(1, Math.ceil(all.length / per)),
      per_page: per,
      total: all.length,
    },
  });
  const books = Array.from({ length: options.books }, (_, i) => ({
    id: i + 1,
    library_id: 1,
    book_code: `PB-${i + 1}`,
    shelf_number: String(i % 40),
    box_number: null,
    book: {
      id: i + 1,
      title: `${["পথের পাঁচালী", "গীতাঞ্জলি", "আরণ্যক", "Padma River Boatman", "Nakshi Kantha"][i % 5]} ${i + 1}`,
      cover_url: null,
      authors: [
        {
          id: (i % 50) + 1,
          name: ["বিভূতিভূষণ", "রবীন্দ্রনাথ", "Manik", "Jasimuddin", "নজরুল"][i % 5]!,
        },
      ],
    },
  }));

  function write(method: string, path: string, raw: Buffer): { status: number; json: unknown } {
    let m: RegExpMatchArray | null;
    const now = new Date().toISOString();
    if (method === "POST" && (m = path.match(/^\/api\/users\/\d+\/posts$/))) {
      const id = nextId++;
      posts.add(id);
      counts.posts++;
      const text = raw.toString("utf8");
      const b = /name="body"\r\n\r\n([\s\S]*?)\r\n--/.exec(text)?.[1] ?? "";
      return {
        status: 201,
        json: {
          data: {
            id,
            title: null,
            body: b,
            image_url: null,
            created_at: now,
            user,
            postable_type: "user",
            postable: user,
            comments_data: { total: 0, latest: [] },
            likes_data: { total: 0, users: [] },
            my_like: null,
          },
        },
      };
    }
    if (method === "POST" && (m = path.match(/^\/api\/posts\/(\d+)\/likes$/))) {
      if (!posts.has(Number(m[1]))) return { status: 404, json: { message: "No such post." } };
      const id = nextId++;
      likes.add(id);
      counts.likes++;
      return {
        status: 201,
        json: { data: { id, user, emoji_html_code: "&#128077;", created_at: now } },
      };
    }
    if (method === "POST" && (m = path.match(/^\/api\/posts\/(\d+)\/comments$/))) {
      if (!posts.has(Number(m[1]))) return { status: 404, json: { message: "No such post." } };
      const id = nextId++;
      comments.add(id);
      counts.comments++;
      const { body: b } = JSON.parse(raw.toString("utf8")) as { body: string };
      return {
        status: 201,
        json: { data: { id, post_id: Number(m[1]), body: b, user, created_at: now } },
      };
    }
    if (method === "POST" && (m = path.match(/^\/api\/(users|libraries)\/(\d+)\/follow$/))) {
      if (!follows.has(`${m[1]}:${m[2]}`)) counts.follows++;
      follows.add(`${m[1]}:${m[2]}`);
      return { status: 200, json: { message: "Followed." } };
    }
    return { status: 404, json: { message: "Not found." } };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const raw = await body(req);
    if (req.method === "GET") {
      const n = Number(url.searchParams.get("page") ?? 1);
      if (/^\/api\/libraries\/1\/books$/.test(url.pathname))
        return send(res, 200, page(books, n, 100));
      if (/^\/api\/libraries\/1\/members$/.test(url.pathname))
        return send(res, 200, page([], n, 100));
      return send(res, 404, { message: "Not found." });
    }
    const key = req.headers["idempotency-key"];
    let answer = typeof key === "string" ? stored.get(key) : undefined;
    if (answer) counts.replayedKeys++;
    else {
      answer = write(req.method ?? "GET", url.pathname, raw);
      if (typeof key === "string") stored.set(key, answer);
    }
    writes++;
    if (options.loseEvery && writes % options.loseEvery === 0) {
      res.socket?.destroy();
      return;
    }
    send(res, answer.status, answer.json);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
