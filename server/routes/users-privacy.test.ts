// What others may learn of a reader: search matches names only, and contact details, date of birth and gender stay the owner's.
import { beforeAll, describe, expect, it } from "vitest";
import { call, KARIMA, login, RAHIM, registerUser } from "../test/http";

type Reader = Awaited<ReturnType<typeof registerUser>>;

const search = async (token: string, term: string) => {
  const res = await call(`/api/users?term=${encodeURIComponent(term)}&per_page=100`, { token });
  expect(res.status).toBe(200);
  return res.body as { data: { id: number }[]; meta: { total: number } };
};

/** Every value under a `dob` or `gender` key anywhere in `json`. */
function privateValues(json: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(json)) json.forEach((item) => privateValues(item, out));
  else if (json && typeof json === "object") {
    for (const [key, value] of Object.entries(json)) {
      if ((key === "dob" || key === "gender") && value !== null) out.push(value);
      privateValues(value, out);
    }
  }
  return out;
}

describe("people search matches names only", () => {
  let viewer: string;
  beforeAll(async () => {
    viewer = await login(KARIMA);
  });

  it("a mobile number's digits find nobody, not even the whole number", async () => {
    const rahim = (await call("/api/auth/me", { token: await login(RAHIM) })).body.data.attributes;
    for (const term of ["8801711", "01711000001", RAHIM, "000001"]) {
      const page = await search(viewer, term);
      expect(page.data.map((u) => u.id)).not.toContain(rahim.id);
      expect(page.meta.total).toBe(0);
    }
  });

  it("an email's domain or whole address finds nobody", async () => {
    const tag = `mail${Date.now().toString(36)}`;
    const byEmail = await registerUser({ username: `${tag}@example.com`, first_name: "Shirin" });
    for (const term of ["example.com", `${tag}@example.com`, tag, "@"]) {
      const page = await search(viewer, term);
      expect(page.data.map((u) => u.id)).not.toContain(byEmail.id);
    }
  });

  it("a name, surname or nickname still finds the person", async () => {
    const tag = `Nm${Date.now().toString(36)}`;
    const a = await registerUser({ first_name: `${tag}first` });
    const b = await registerUser({ surname: `${tag}sur` });
    const c = await registerUser({ nickname: `${tag}nick` });
    const page = await search(viewer, tag.toLowerCase());
    expect(page.data.map((u) => u.id).sort()).toEqual([a.id, b.id, c.id].sort());
  });
});

describe("date of birth and gender are the owner's", () => {
  let owner: Reader;
  let other: Reader;
  let postId: number;
  const name = `Dob${Date.now().toString(36)}`;

  beforeAll(async () => {
    owner = await registerUser({ first_name: name, dob: "1987-03-14", gender: "o" });
    other = await registerUser({ first_name: `${name}viewer`, dob: "1990-01-02", gender: "m" });
    // The owner follows the viewer and the viewer follows back; the owner posts, comments and likes.
    for (const [who, whom] of [
      [owner, other],
      [other, owner],
    ] as const) {
      expect(
        (await call(`/api/users/${whom.id}/follow`, { token: who.token, json: {} })).status,
      ).toBe(201);
    }
    const created = await call(`/api/users/${owner.id}/posts`, {
      token: owner.token,
      json: { body: "A post by the owner" },
    });
    postId = created.body.data.id;
    await call(`/api/posts/${postId}/comments`, { token: owner.token, json: { body: "mine" } });
    await call(`/api/posts/${postId}/likes`, { token: owner.token, json: {} });
  });

  it("another reader sees neither in any answer that carries the owner", async () => {
    const paths = [
      `/api/users/${owner.id}`,
      `/api/users?term=${name}`,
      `/api/users/${owner.id}/followers`,
      `/api/users/${owner.id}/followings`,
      `/api/users/${other.id}/followers`,
      `/api/users/${owner.id}/posts`,
      "/api/posts",
      `/api/posts/${postId}/comments`,
      `/api/posts/${postId}/likes`,
    ];
    for (const path of paths) {
      const res = await call(path, { token: other.token });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain(name);
      expect(res.text, path).not.toContain("1987-03-14");
      // Only the viewer's own record may carry them (a search by the shared prefix finds both).
      const own = privateValues(res.body).filter(
        (value) => value !== "1990-01-02" && value !== "m",
      );
      expect(own, path).toEqual([]);
    }
    const profile = (await call(`/api/users/${owner.id}`, { token: other.token })).body.data
      .attributes;
    expect(profile).toMatchObject({ dob: null, gender: null, mobile: null, username: "" });
  });

  it("the owner still sees both on /api/auth/me and on their own profile", async () => {
    const me = (await call("/api/auth/me", { token: owner.token })).body.data.attributes;
    expect(me).toMatchObject({ dob: "1987-03-14", gender: "o" });
    const own = (await call(`/api/users/${owner.id}`, { token: owner.token })).body.data.attributes;
    expect(own).toMatchObject({ dob: "1987-03-14", gender: "o" });
  });
});
