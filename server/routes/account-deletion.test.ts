// Contract tests for DELETE /api/users/{id}: the password, only one's own account, what goes and what a library keeps.
import { describe, expect, it } from "vitest";
import { call, registerUser } from "../test/http";
import { createdId } from "../test/authz-fixtures";

type Account = Awaited<ReturnType<typeof registerUser>>;
const PASSWORD = "secret-pass-1";

const remove = (who: Account, id = who.id, password = PASSWORD) =>
  call(`/api/users/${id}`, { method: "DELETE", token: who.token, json: { password } });

const post = async (on: Account, token = on.token) =>
  createdId(
    await call(`/api/users/${on.id}/posts`, { token, json: { title: "Mine", body: "A post" } }),
    "post",
  );

const newLibrary = async (by: Account) =>
  createdId(
    await call("/api/libraries", {
      token: by.token,
      json: { name: `gone-${by.id}-${Date.now().toString(36)}`, title: `Library of ${by.id}` },
    }),
    "library",
  );

describe("DELETE /api/users/{id}", () => {
  it("refuses a wrong or missing password with 422 and keeps everything", async () => {
    const a = await registerUser();
    const wrong = await remove(a, a.id, "not-my-password");
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(["The password is not correct."]);
    const missing = await call(`/api/users/${a.id}`, {
      method: "DELETE",
      token: a.token,
      json: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.password).toBeDefined();
    expect((await call("/api/auth/me", { token: a.token })).status).toBe(200);
  });

  it("never deletes someone else's account, even with that account's password", async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    expect((await remove(a, b.id)).status).toBe(403);
    expect((await call(`/api/users/${b.id}`, { method: "DELETE", json: {} })).status).toBe(401);
    expect((await call("/api/auth/me", { token: b.token })).status).toBe(200);
    expect((await call(`/api/users/${b.id}`, { token: a.token })).status).toBe(200);
  });

  it("deletes the reader's posts, comments, likes, follows and requests, and revokes the token", async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const lib = await newLibrary(b);
    const aPost = await post(a);
    const bPost = await post(b);
    await call(`/api/posts/${aPost}/comments`, { token: b.token, json: { body: "Nice" } });
    await call(`/api/posts/${bPost}/comments`, { token: a.token, json: { body: "By a" } });
    await call(`/api/posts/${bPost}/likes`, {
      token: a.token,
      json: { emoji_html_code: "&#128077;" },
    });
    await call(`/api/users/${b.id}/follow`, { method: "POST", token: a.token });
    await call(`/api/users/${a.id}/follow`, { method: "POST", token: b.token });
    await call(`/api/libraries/${lib}/follow`, { method: "POST", token: a.token });
    const asked = await call(`/api/libraries/${lib}/member-requests`, { token: a.token, json: {} });
    expect(asked.status).toBe(201);

    const res = await remove(a);
    expect(res.status).toBe(200);

    expect((await call("/api/auth/me", { token: a.token })).status).toBe(401);
    const login = await call("/api/auth/login", {
      json: { username: a.username, password: PASSWORD },
    });
    expect(login.status).toBe(422);
    expect((await call(`/api/users/${a.id}`, { token: b.token })).status).toBe(404);
    expect((await call(`/api/posts/${aPost}`, { token: b.token })).status).toBe(404);
    const comments = await call(`/api/posts/${bPost}/comments`, { token: b.token });
    expect(comments.status).toBe(200);
    expect(comments.body.data).toEqual([]);
    const likes = await call(`/api/posts/${bPost}/likes`, { token: b.token });
    expect(likes.body.meta.total).toBe(0);
    expect((await call(`/api/users/${b.id}/followers`, { token: b.token })).body.meta.total).toBe(
      0,
    );
    expect((await call(`/api/users/${b.id}/followings`, { token: b.token })).body.meta.total).toBe(
      0,
    );
    const requests = await call(`/api/libraries/${lib}/member-requests?status=pending`, {
      token: b.token,
    });
    expect(requests.body.meta.total).toBe(0);
  });

  it("is safe to repeat: a burst of the same deletion gives 200 once and no server error", async () => {
    const a = await registerUser();
    await post(a);
    const answers = await Promise.all(Array.from({ length: 6 }, () => remove(a)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect((await remove(a)).status).toBe(401);
    expect((await call("/api/auth/me", { token: a.token })).status).toBe(401);
  });

  it("waits while the reader runs a library alone; the library stays once another admin runs it", async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const lib = await newLibrary(a);
    const refused = await remove(a);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.libraries[0]).toContain(`Library of ${a.id}`);
    expect((await call("/api/auth/me", { token: a.token })).status).toBe(200);

    const request = await createdId(
      await call(`/api/libraries/${lib}/member-requests`, { token: b.token, json: {} }),
      "request",
    );
    const card = await createdId(
      await call(`/api/libraries/${lib}/member-requests/${request}/accept`, {
        token: a.token,
        json: {},
      }),
      "card",
    );
    const roles = await call(`/api/libraries/${lib}/members/${card}/roles`, {
      method: "PUT",
      token: a.token,
      json: { roles: ["admin"] },
    });
    expect(roles.status).toBe(200);

    expect((await remove(a)).status).toBe(200);
    const library = await call(`/api/libraries/${lib}`, { token: b.token });
    expect(library.status).toBe(200);
    const edit = await call(`/api/libraries/${lib}`, {
      method: "PUT",
      token: b.token,
      json: { title: "Run by b" },
    });
    expect(edit.status).toBe(200);
  });
});
