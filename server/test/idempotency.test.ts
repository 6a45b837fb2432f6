// Idempotency-Key abuse over HTTP: bursts of one key, a key reused for another request, anonymous callers.
import { describe, expect, it } from "vitest";
import { call, DEV_CODE, DEMO_PASSWORD, freshMobile, login, registerUser } from "./http";

const DIFFERENT = "This Idempotency-Key was already used for a different request.";

const registration = (username: string) => ({
  first_name: "Anon",
  surname: "Caller",
  username,
  password: DEMO_PASSWORD,
  dob: "2000-01-01",
  gender: "f",
});

async function postCount(reader: { id: number; token: string }): Promise<number> {
  const list = await call(`/api/users/${reader.id}/posts`, { token: reader.token });
  return list.body.meta.total as number;
}

describe("one key, many sends at once", () => {
  it("20 concurrent sends of a post write it once and all answer its id, none 409", async () => {
    const me = await registerUser();
    const send = () =>
      call(`/api/users/${me.id}/posts`, {
        token: me.token,
        json: { body: "sent twenty times at once" },
        headers: { "idempotency-key": `burst-${me.id}` },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed")).length).toBe(19);
    expect(await postCount(me)).toBe(1);
  });
});

describe("a key used again for another request", () => {
  it("answers 422 to a different JSON body and writes nothing more", async () => {
    const me = await registerUser();
    const key = `reuse-${me.id}`;
    const send = (json: unknown) =>
      call(`/api/users/${me.id}/posts`, {
        token: me.token,
        json,
        headers: { "idempotency-key": key },
      });
    const first = await send({ body: "the first post", title: "One" });
    expect(first.status).toBe(201);
    // The same fields in another order are the same request.
    const again = await send({ title: "One", body: "the first post" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await send({ body: "a second post", title: "One" });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(DIFFERENT);
    expect(await postCount(me)).toBe(1);
  });

  it("answers 422 to another path or method under the same key", async () => {
    const me = await registerUser();
    const key = `path-${me.id}`;
    const first = await call(`/api/users/${me.id}/posts`, {
      token: me.token,
      json: { body: "posted" },
      headers: { "idempotency-key": key },
    });
    const elsewhere = await call(`/api/users/${me.id}/posts/${first.body.data.id}`, {
      method: "DELETE",
      token: me.token,
      headers: { "idempotency-key": key },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toBe(DIFFERENT);
    expect(await postCount(me)).toBe(1);
  });

  it("replays a multipart form rebuilt with a new boundary, and refuses other fields", async () => {
    const me = await registerUser();
    const key = `form-${me.id}`;
    const send = (body: string) =>
      call(`/api/users/${me.id}/posts`, {
        token: me.token,
        form: { body },
        headers: { "idempotency-key": key },
      });
    const first = await send("from a form");
    const again = await send("from a form");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const other = await send("another form");
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(DIFFERENT);
    expect(await postCount(me)).toBe(1);
  });
});

describe("callers without a token", () => {
  it("two registrations under one key each get their own answer and account", async () => {
    const key = `anon-${Date.now()}`;
    const [a, b] = [freshMobile(), freshMobile()];
    const register = async (username: string) => {
      await call("/api/auth/register-with-username", { json: registration(username) });
      return call("/api/auth/register-with-username", {
        json: registration(username),
        headers: { "ot-code": DEV_CODE, "idempotency-key": key },
      });
    };
    const first = await register(a);
    const second = await register(b);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    // Both accounts exist: B was not handed A's "created" answer.
    await expect(login(a)).resolves.toEqual(expect.any(String));
    await expect(login(b)).resolves.toEqual(expect.any(String));
  });

  it("a code request under another caller's key is not answered with theirs", async () => {
    const key = `anon-code-${Date.now()}`;
    const ask = (username: string) =>
      call("/api/auth/register-with-username", {
        json: registration(username),
        headers: { "idempotency-key": key },
      });
    const first = await ask(freshMobile());
    const second = await ask(freshMobile());
    expect(first.body.status).toBe("OTC_GENERATED");
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("desk writes under one key", () => {
  it("a burst adding copies under one key adds them once; a replay after a 409 keeps its reason", async () => {
    const owner = await registerUser({ first_name: "Idem", surname: "Desk" });
    const lib = await call("/api/libraries", {
      token: owner.token,
      json: { name: `idem-desk-${owner.id}`, title: "Idem Desk" },
    });
    const url = `/api/libraries/${lib.body.data}/books`;
    const send = (key: string, code: string) =>
      call(url, {
        token: owner.token,
        json: { title: "Once", authors: ["Idem"], book_code: code, copies: 2 },
        headers: { "idempotency-key": key },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, () => send("desk-add", "ID-001")));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.data[0].id)).size).toBe(1);
    const list = await call(url, { token: owner.token });
    expect(list.body.meta.total).toBe(2);
    const taken = await send("desk-taken", "ID-002");
    expect(taken.status).toBe(409);
    const again = await send("desk-taken", "ID-002");
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe("book_code_taken");
    expect(again.headers.get("idempotent-replayed")).toBeTruthy();
  });
});
