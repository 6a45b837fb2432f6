// Contract tests for /api/users: search with paging, profiles, profile edit (self only), a user's libraries.
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { Data, Library, Paged, User } from "../../src/api/schemas";
import { call, KARIMA, login, RAHIM, registerUser } from "../test/http";

let rahim: { token: string; id: number };
let karima: { token: string; id: number };

const me = async (token: string) => (await call("/api/auth/me", { token })).body.data.attributes;

beforeAll(async () => {
  const rt = await login(RAHIM);
  const kt = await login(KARIMA);
  rahim = { token: rt, id: (await me(rt)).id };
  karima = { token: kt, id: (await me(kt)).id };
});

describe("GET /api/users", () => {
  it("searches by name and nickname (never the hidden username), paged", async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const a = await registerUser({ first_name: `${tag} Alpha` });
    const b = await registerUser({ nickname: `${tag}-nick` });
    await registerUser();
    const res = await call(`/api/users?term=${tag}`, { token: rahim.token });
    expect(res.status).toBe(200);
    const page = v.parse(Paged(User), res.body);
    expect(page.data.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(page.meta.total).toBe(2);

    const byUsername = v.parse(
      Paged(User),
      (await call(`/api/users?term=${encodeURIComponent(a.username)}`, { token: rahim.token }))
        .body,
    );
    expect(byUsername.data.map((u) => u.id)).toEqual([]);
  });

  it("pages through everyone with links.next", async () => {
    const first = v.parse(Paged(User), (await call("/api/users", { token: rahim.token })).body);
    expect(first.meta.per_page).toBe(15);
    expect(first.meta.total).toBeGreaterThanOrEqual(2);
    if (first.meta.total > 15) {
      expect(first.links.next).toContain("page=2");
      const second = v.parse(
        Paged(User),
        (await call("/api/users?page=2", { token: rahim.token })).body,
      );
      expect(second.meta.current_page).toBe(2);
      expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    }
  });

  it("a wildcard in the term is matched literally", async () => {
    const res = await call("/api/users?term=%25%25%25", { token: rahim.token });
    expect(res.body.meta.total).toBe(0);
  });

  it("needs a token", async () => {
    expect((await call("/api/users")).status).toBe(401);
  });
});

describe("GET /api/users/:id", () => {
  it("shows a profile with counts; contact details only to the owner", async () => {
    const own = v.parse(
      Data(User),
      (await call(`/api/users/${rahim.id}`, { token: rahim.token })).body,
    ).data;
    expect(own.username).toBe(RAHIM);
    expect(own.total_followers).toBeGreaterThanOrEqual(0);
    const other = v.parse(
      Data(User),
      (await call(`/api/users/${rahim.id}`, { token: karima.token })).body,
    ).data;
    expect(other.first_name).toBe(own.first_name);
    expect(other.mobile).toBeNull();
    expect(other.username).toBe("");
  });

  it("404 for a missing user, 401 without a token", async () => {
    expect((await call("/api/users/2147483647", { token: rahim.token })).status).toBe(404);
    expect((await call("/api/users/99999999999", { token: rahim.token })).status).toBe(404);
    expect((await call("/api/users/0", { token: rahim.token })).status).toBe(404);
    expect((await call(`/api/users/${rahim.id}`)).status).toBe(401);
  });
});

describe("POST /api/users/:id?_method=PUT", () => {
  it("edits the own profile from a form; fields left out keep their values", async () => {
    const user = await registerUser({ nickname: "Keep" });
    const res = await call(`/api/users/${user.id}?_method=PUT`, {
      token: user.token,
      form: {
        _method: "PUT",
        first_name: "Shirin",
        mobile: "+8801811223344",
        email: "Shirin@Example.com",
        dob: "1995-12-31",
        gender: "o",
      },
    });
    expect(res.status).toBe(200);
    const edited = v.parse(Data(User), res.body).data;
    // A new mobile and email wait for their codes (routes/contact-verification.test.ts).
    expect(edited).toMatchObject({
      first_name: "Shirin",
      mobile: user.username,
      email: null,
      dob: "1995-12-31",
      gender: "o",
      nickname: "Keep",
    });
    expect(res.body.data.attributes).toMatchObject({
      pending_mobile: "+8801811223344",
      pending_email: "shirin@example.com",
    });
    const put = await call(`/api/users/${user.id}`, {
      method: "PUT",
      token: user.token,
      json: { surname: "Akter", email: "" },
    });
    expect(put.body.data.attributes).toMatchObject({
      surname: "Akter",
      email: null,
      pending_email: null,
      first_name: "Shirin",
    });
  });

  it("403 for someone else's profile, 401 without a token, 404 for a missing user", async () => {
    const res = await call(`/api/users/${rahim.id}?_method=PUT`, {
      token: karima.token,
      form: { _method: "PUT", first_name: "Hacker" },
    });
    expect(res.status).toBe(403);
    expect((await call(`/api/users/${rahim.id}`, { method: "PUT", json: {} })).status).toBe(401);
    expect(
      (await call("/api/users/2147483647", { method: "PUT", token: karima.token, json: {} }))
        .status,
    ).toBe(404);
  });

  it("422 with the field map", async () => {
    const user = await registerUser();
    const res = await call(`/api/users/${user.id}?_method=PUT`, {
      token: user.token,
      form: {
        first_name: "",
        mobile: "01711",
        email: "not-an-email",
        dob: "1990-13-01",
        gender: "x",
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      "dob",
      "email",
      "first_name",
      "gender",
      "mobile",
    ]);
    const long = await call(`/api/users/${user.id}`, {
      method: "PUT",
      token: user.token,
      json: { first_name: "x".repeat(100_000), gender: 5 },
    });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors).sort()).toEqual(["first_name", "gender"]);
  });

  it("replays the same Idempotency-Key", async () => {
    const user = await registerUser();
    const send = (name: string) =>
      call(`/api/users/${user.id}?_method=PUT`, {
        token: user.token,
        form: { _method: "PUT", first_name: name },
        headers: { "idempotency-key": `profile-${user.id}` },
      });
    const first = await send("Once");
    const second = await send("Once");
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.text).toBe(first.text);
    // The same key with another body is another request: refused, and nothing more is written.
    const other = await send("Twice");
    expect(other.status).toBe(422);
    expect((await me(user.token)).first_name).toBe("Once");
  });
});

describe("GET /api/users/:id/libraries", () => {
  it("lists the libraries the user is a member of", async () => {
    const res = await call(`/api/users/${rahim.id}/libraries`, { token: karima.token });
    expect(res.status).toBe(200);
    const page = v.parse(Paged(Library), res.body);
    expect(page.data.map((l) => l.name)).toContain("alokito");
    const none = v.parse(
      Paged(Library),
      (await call(`/api/users/${karima.id}/libraries`, { token: karima.token })).body,
    );
    expect(none.meta.total).toBe(0);
  });

  it("404 for a missing user, 401 without a token", async () => {
    expect((await call("/api/users/2147483647/libraries", { token: rahim.token })).status).toBe(
      404,
    );
    expect((await call(`/api/users/${rahim.id}/libraries`)).status).toBe(401);
  });
});
