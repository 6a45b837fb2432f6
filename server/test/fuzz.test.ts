// Fuzz-style test of every write: malformed JSON, wrong types, 100 KB strings, SQL-ish text, bad path ids and
// non-images disguised as images always get a 4xx with a JSON message, never a 5xx.
import { call, DEV_CODE, login, registerUser, type CallOptions, type CallResult } from "./http";
import {
  fillPath,
  FUZZ_ROUTES,
  slotsOf,
  type FieldKind,
  type FuzzContext,
  type FuzzRoute,
} from "./fuzz-routes";

const HUGE = "x".repeat(100 * 1024);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const SVG_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
const HTML =
  "<!doctype html><html><body><script>alert(1)</script><img src=x onerror=alert(2)></body></html>";

/** Values that are never right for a field of this kind. */
const WRONG: Record<FieldKind, unknown[]> = {
  text: [{ $ne: "" }, ["a", "b"], true],
  id: ["abc", -1, 0, 1.5, 2_147_483_648, 1e300, "1 OR 1=1", { id: 1 }, [1]],
  int: ["many", -1, 1.5, 2_147_483_648, 1e300, { n: 1 }],
  date: ["not a date", "2023-02-30", "2023-13-01", "99999-01-01", { d: 1 }],
  email: ["no-at-sign", "a@b", "' OR 1=1 --@x.com", ["a@b.co"]],
  phone: ["+12", "01711 000 000 abc", "+8801" + "9".repeat(40), { p: 1 }],
  time: ["25:99", "noon", "09:60", { t: 1 }],
  choice: ["'; DROP TABLE users; --", "<script>", { c: 1 }, ["a"]],
};
/** Values a text field may legitimately hold, that break careless SQL, LIKE or logging. */
const SQLISH = [
  "' OR '1'='1'; DROP TABLE users; --",
  "a\u0000b",
  "%_\\' UNION SELECT password_hash FROM users --",
];
const BAD_IDS = [
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "1%00",
  "2147483648",
  "99999999999999999999",
  "-1",
  "0",
  "1.5",
  "1%20OR%201%3D1",
  "abc",
];

let ctx: FuzzContext;

function tokenFor(route: FuzzRoute): string | null {
  if (route.auth === "user") return ctx.a.token;
  if (route.auth === "other") return ctx.b.token;
  if (route.auth === "otc") return ctx.otcToken;
  return null;
}

function send(route: FuzzRoute, options: CallOptions & { path?: string } = {}) {
  const { path, ...rest } = options;
  return call(path ?? fillPath(route.path, ctx), {
    method: route.method,
    token: tokenFor(route),
    ...rest,
    headers: { ...route.headers, ...rest.headers },
  });
}

function form(
  fields: Record<string, unknown>,
  files: Record<string, Blob> = {},
): Record<string, string | Blob> {
  const out: Record<string, string | Blob> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = String(v);
  return { ...out, ...files };
}

/** A 4xx whose body is JSON with a readable message. */
function expectClientError(res: CallResult, what: string) {
  const where = `${what}: ${res.status} ${res.text.slice(0, 200)}`;
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  expect(res.headers.get("content-type"), where).toMatch(/application\/json/);
  expect(typeof res.body?.message, where).toBe("string");
  expect(res.body.message.length, where).toBeGreaterThan(0);
  expect(res.text, where).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

/** Never a 5xx; an error is a JSON message. */
function expectHandled(res: CallResult, what: string) {
  expect(res.status, `${what}: ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400) expectClientError(res, what);
}

async function created(res: CallResult, what: string): Promise<number> {
  if (res.status >= 300) throw new Error(`fuzz setup, ${what}: ${res.status} ${res.text}`);
  const data = res.body?.data;
  return typeof data === "number" ? data : Number(data?.id ?? data?.attributes?.id);
}

beforeAll(async () => {
  const password = "secret-pass-1";
  const a = await registerUser({ first_name: "Fuzz", surname: "Caller" });
  const b = await registerUser({ first_name: "Fuzz", surname: "Target" });
  const c = await registerUser({ first_name: "Fuzz", surname: "Blocked" });
  const d = await registerUser({ first_name: "Fuzz", surname: "Unblocked" });
  const otc = { otc_type_name: "RESET_PASSWORD", username: a.username };
  await call("/api/auth/login-with-otc", { json: otc });
  const otcRes = await call("/api/auth/login-with-otc", {
    json: otc,
    headers: { "ot-code": DEV_CODE },
  });
  const name = `fuzz-${Date.now().toString(36)}`;
  const library = await created(
    await call("/api/libraries", { token: a.token, json: { name, title: "Fuzz library" } }),
    "library",
  );
  const post = await created(
    await call(`/api/users/${a.id}/posts`, {
      token: a.token,
      json: { title: "Fuzz", body: "Target post" },
    }),
    "post",
  );
  const libraryPost = await created(
    await call(`/api/libraries/${library}/posts`, {
      token: a.token,
      json: { body: "Library post" },
    }),
    "library post",
  );
  const comment = await created(
    await call(`/api/posts/${post}/comments`, { token: a.token, json: { body: "A comment" } }),
    "comment",
  );
  const like = await created(
    await call(`/api/posts/${post}/likes`, {
      token: a.token,
      json: { emoji_html_code: "&#128077;" },
    }),
    "like",
  );
  const block = await created(
    await call("/api/blocks", {
      token: a.token,
      json: { blockable_type: "User", blockable_id: d.id },
    }),
    "block",
  );
  const member = await created(
    await call(`/api/libraries/${library}/members`, {
      token: a.token,
      json: { first_name: "Fuzz", surname: "Member", mobile: "+8801700000000" },
    }),
    "walk-in member",
  );
  const request = await created(
    await call(`/api/libraries/${library}/member-requests`, { token: b.token, json: {} }),
    "member request",
  );
  const courses = await call("/api/courses");
  const copy = await call(`/api/libraries/${library}/books`, {
    token: a.token,
    json: { title: "Fuzz copy", authors: ["Fuzz"] },
  });
  ctx = {
    a: { ...a, password },
    b,
    c,
    otcToken: otcRes.body?.data?.token ?? "",
    library: { id: library, name },
    post,
    libraryPost,
    comment,
    like,
    block,
    copy: copy.body.data[0].id as number,
    course: courses.body?.data?.[0]?.id ?? 1,
    member,
    request,
  };
  expect(ctx.otcToken).not.toBe("");
});

for (const route of FUZZ_ROUTES) {
  describe(`${route.method} ${route.path}`, () => {
    const valid = () => route.valid?.(ctx) ?? {};

    if (route.control) {
      it("accepts a valid request (so the cases below fail for their own reason)", async () => {
        const res = route.file
          ? await send(route, {
              form: form(valid(), {
                [route.file.name]: new File([PNG], "pixel.png", { type: "image/png" }),
              }),
            })
          : await send(route, route.fields ? { json: valid() } : {});
        expect(res.status, res.text.slice(0, 300)).toBeGreaterThanOrEqual(200);
        expect(res.status, res.text.slice(0, 300)).toBeLessThan(300);
      });
    }

    if (route.auth !== "none") {
      it("401 without a token", async () => {
        expectClientError(await send(route, { token: null, json: valid() }), "no token");
      });
    }

    if (route.fields || route.file) {
      it("rejects malformed JSON and bodies that are not objects", async () => {
        const json = { "content-type": "application/json" };
        for (const raw of [
          '{"body": "x",',
          "{'a': 1}",
          "[1,2,3]",
          '"text"',
          "null",
          "\u0000\u0001",
        ]) {
          expectClientError(
            await send(route, { raw, headers: json }),
            `raw ${JSON.stringify(raw)}`,
          );
        }
        expectClientError(
          await send(route, { raw: "<xml/>", headers: { "content-type": "application/xml" } }),
          "xml body",
        );
      });
    }

    for (const [field, kind] of Object.entries(route.fields ?? {})) {
      it(`rejects wrong types and 100 KB in ${field}`, async () => {
        for (const value of [...WRONG[kind], HUGE]) {
          const res = await send(route, { json: { ...valid(), [field]: value } });
          expectClientError(res, `${field}=${JSON.stringify(value).slice(0, 40)}`);
        }
      });
      if (kind === "text") {
        it(`stores or refuses SQL-ish text in ${field} without failing`, async () => {
          for (const value of SQLISH) {
            expectHandled(
              await send(route, { json: { ...valid(), [field]: value } }),
              `${field}=${JSON.stringify(value)}`,
            );
          }
        });
      }
    }

    if (route.method === "PUT" && route.fields) {
      it("checks the POST ?_method=PUT form (as the app sends it) the same way", async () => {
        const as = { method: "POST", path: `${fillPath(route.path, ctx)}?_method=PUT` };
        if (route.control) {
          const ok = await send(route, { ...as, form: form({ ...valid(), _method: "PUT" }) });
          expect(ok.status, ok.text.slice(0, 300)).toBeLessThan(300);
        }
        for (const [field, kind] of Object.entries(route.fields!)) {
          if (kind !== "text") continue;
          const res = await send(route, {
            ...as,
            form: form({ ...valid(), _method: "PUT", [field]: HUGE }),
          });
          expectClientError(res, `form ${field} of 100 KB`);
        }
      });
    }

    if (route.file) {
      const fileField = route.file.name;
      it(`refuses non-images disguised as images in ${fileField}`, async () => {
        const disguised: [string, Blob][] = [
          ["html as png", new File([HTML], "photo.png", { type: "image/png" })],
          ["svg with script as png", new File([SVG_SCRIPT], "photo.png", { type: "image/png" })],
          ["svg with script", new File([SVG_SCRIPT], "photo.svg", { type: "image/svg+xml" })],
          ["html as jpeg", new File([HTML], "photo.jpg", { type: "image/jpeg" })],
          ["empty png", new File([], "empty.png", { type: "image/png" })],
        ];
        for (const [what, file] of disguised) {
          expectClientError(
            await send(route, { form: form(valid(), { [fileField]: file }) }),
            what,
          );
        }
        // Only the signature of a PNG: stored (it is served as an inert image/png) or refused, never a failure.
        const cut = new File([PNG.subarray(0, 8)], "cut.png", { type: "image/png" });
        expectHandled(
          await send(route, { form: form(valid(), { [fileField]: cut }) }),
          "png header only",
        );
        if (route.file!.required) {
          expectClientError(
            await send(route, { form: form({ ...valid(), [fileField]: "not a file" }) }),
            "text",
          );
          expectClientError(await send(route, { form: form(valid()) }), "no file");
        }
        // A path in the file name is either refused or ignored (the server names stored files itself).
        const named = await send(route, {
          form: form(valid(), {
            [fileField]: new File([PNG], "../../etc/passwd", { type: "image/png" }),
          }),
        });
        if (named.status < 300) expect(JSON.stringify(named.body.data)).not.toMatch(/\.\.|passwd/);
        else expectClientError(named, "traversal file name");
      });
    }

    for (const slot of slotsOf(route.path)) {
      it(`answers 4xx for bad ids in {${slot}}`, async () => {
        for (const bad of BAD_IDS) {
          const path = fillPath(route.path, ctx, slot, bad);
          expectClientError(await send(route, { path, json: valid() }), path);
        }
      });
    }
  });
}

describe("the fuzz table", () => {
  it("covers every write operation the server lists in /api/openapi.json", async () => {
    const doc = (
      await call<{ paths: Record<string, Record<string, unknown>> }>("/api/openapi.json")
    ).body;
    const shape = (method: string, path: string) =>
      `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, "{}")}`;
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ["post", "put", "patch", "delete"].includes(m))
        .map((m) => shape(m, path)),
    );
    expect(writes.length).toBeGreaterThan(20);
    const fuzzed = new Set(FUZZ_ROUTES.map((r) => shape(r.method, r.path)));
    // Edits answer POST and PUT alike (the app sends POST ?_method=PUT); the PUT entry fuzzes both.
    const missing = writes.filter(
      (w) => !fuzzed.has(w) && !fuzzed.has(w.replace(/^POST /, "PUT ")),
    );
    expect(missing, "write operations without fuzz cases").toEqual([]);
  });
});

describe("search terms and page numbers", () => {
  it("never fail, whatever the term or page", async () => {
    const lists = [
      "/api/users",
      "/api/libraries",
      "/api/courses",
      `/api/libraries/${ctx.library.id}/books`,
      `/api/libraries/${ctx.library.id}/members`,
      `/api/libraries/${ctx.library.id}/book-issues`,
    ];
    const terms = [
      "%00",
      "a%00b",
      "%25_%5C",
      "'%20OR%201%3D1--",
      encodeURIComponent(HUGE.slice(0, 5000)),
    ];
    for (const list of lists) {
      for (const term of terms) {
        expectHandled(
          await call(`${list}?term=${term}`, { token: ctx.a.token }),
          `${list}?term=${term.slice(0, 20)}`,
        );
      }
      for (const page of ["-1", "0", "1e9", "abc", "99999999999999999999"]) {
        expectHandled(
          await call(`${list}?page=${page}`, { token: ctx.a.token }),
          `${list}?page=${page}`,
        );
      }
    }
  });
});

describe("after the fuzzing", () => {
  it("still has its tables and logs people in", async () => {
    const token = await login(ctx.a.username, ctx.a.password);
    const me = await call("/api/auth/me", { token });
    expect(me.status).toBe(200);
  });
});
