// Calls of the desk benchmark straight to the real server: sign in, read, write, and every item of a list.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read loosely

export interface BenchApi {
  login(username: string, password: string): Promise<string>;
  get(path: string, token: string): Promise<Json>;
  post(path: string, token: string, body: unknown): Promise<Json>;
}

export function benchApi(url: string): BenchApi {
  async function call(path: string, token: string | null, body?: unknown): Promise<Json> {
    const res = await fetch(`${url}/api/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as Json;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  }
  return {
    async login(username, password) {
      return (await call("auth/login", null, { username, password })).data.token as string;
    },
    get: (path, token) => call(path, token),
    post: (path, token, body) => call(path, token, body),
  };
}

/** Every item of a paged list, 100 a page. */
export async function everyItem(api: BenchApi, path: string, token: string): Promise<Json[]> {
  const items: Json[] = [];
  const join = path.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const body = await api.get(`${path}${join}per_page=100&page=${page}`, token);
    items.push(...(body.data as Json[]));
    if (page >= body.meta.last_page) return items;
  }
}
