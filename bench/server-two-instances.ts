// Server benchmark row for two instances on one PostgreSQL: feed reads through B while A takes 10 posts/s, and
// how many of those posts B still did not show 1 s after A answered.
import { load, login, startServerProcess, WRITES_PER_SECOND, type Row } from "./server";

/** How long after a write answers every other instance must show it. */
const COHERENT_MS = 1000;

export async function benchTwoInstances(databaseUrl: string): Promise<Row> {
  const a = await startServerProcess({ DATABASE_URL: databaseUrl });
  const b = await startServerProcess({ DATABASE_URL: databaseUrl }).catch(async (err: unknown) => {
    await a.stop();
    throw err;
  });
  try {
    const writer = await login(a.url);
    const reader = await login(b.url);
    const auth = (token: string) => ({
      authorization: `Bearer ${token}`,
      accept: "application/json",
    });
    /** The newest post id on the first page of the feed through B. */
    const newestThroughB = async () => {
      const res = await fetch(`${b.url}/api/posts`, { headers: auth(reader.token) });
      const page = (await res.json()) as { data: { id: number }[] };
      return Math.max(0, ...page.data.map((p) => p.id));
    };
    let stale = 0;
    const checks: Promise<void>[] = [];
    const post = async (n: number) => {
      const res = await fetch(`${a.url}/api/users/${writer.userId}/posts`, {
        method: "POST",
        headers: { ...auth(writer.token), "content-type": "application/json" },
        body: JSON.stringify({ body: `Two-instance benchmark post ${n}` }),
      });
      if (!res.ok) throw new Error(`post through A: ${res.status}`);
      const { id } = ((await res.json()) as { data: { id: number } }).data;
      // Rahim reads his own feed, newest first. Later posts may have pushed this one off the first page by
      // the time B answers, so B is stale only when it shows nothing as new.
      await new Promise((resolve) => setTimeout(resolve, COHERENT_MS));
      if ((await newestThroughB()) < id) stale += 1;
    };
    let written = 0;
    const timer = setInterval(
      () => checks.push(post(++written).catch(() => void (stale += 1))),
      1000 / WRITES_PER_SECOND,
    );
    const reads = await load(`${b.url}/api/posts`, {
      method: "GET",
      headers: auth(reader.token),
    }).finally(() => clearInterval(timer));
    await Promise.all(checks);
    return {
      database: "PostgreSQL, 2 instances",
      call: `GET /api/posts via B, ${WRITES_PER_SECOND} posts/s via A`,
      ...reads,
      stale: `${stale}/${written}`,
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
