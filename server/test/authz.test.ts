// Authorisation matrix: every operation the server lists in /api/openapi.json, called as anonymous, a stranger,
// the owner and a library member without library_edit, answers exactly as its rule in authz-matrix.ts allows.
import { inject } from "vitest";
import { call, DEMO_PASSWORD, DEV_CODE, login, RAHIM, registerUser } from "./http";
import { createdId } from "./authz-fixtures";
import { adminToken, verifyLibrary } from "./support/admin";
import { EXPECTATIONS, type AuthzContext, type Expectation, type Slots } from "./authz-matrix";

const doc = (await (await fetch(`${inject("serverUrl")}/api/openapi.json`)).json()) as {
  paths: Record<string, Record<string, unknown>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
);

let ctx: AuthzContext;
let courseSlug = "";
let otherCourse = 0;

/** A seeded reader with a member card in the library but no library_edit (username = mobile by id). */
async function memberWithoutEdit(libraryId: number, rahimToken: string) {
  const members = await call(`/api/libraries/${libraryId}/members?page=1`, { token: rahimToken });
  const resources = members.body.data as { attributes: { user_id: number | null } }[];
  for (const m of resources.map((r) => r.attributes)) {
    if (!m.user_id || (m.user_id - 1) % 3 === 0) continue;
    const username = `+8801711${String(m.user_id).padStart(6, "0")}`;
    const res = await call("/api/auth/login", { json: { username, password: DEMO_PASSWORD } });
    if (res.status !== 200) continue;
    const token = res.body.data.token as string;
    const card = await call(`/api/libraries/${libraryId}/members/my-membership`, { token });
    const roles = (card.body?.data?.attributes?.roles ?? []) as {
      permissions: { name: string }[];
    }[];
    const perms = roles.flatMap((r) => r.permissions.map((p) => p.name));
    // No staff power at all (Sumaiya's circulation would let her see every loan).
    if (card.status === 200 && perms.length === 0) return { id: m.user_id, token };
  }
  throw new Error("no seeded member without library_edit found");
}

beforeAll(async () => {
  const owner = await registerUser({ first_name: "Matrix", surname: "Owner" });
  const stranger = await registerUser({ first_name: "Matrix", surname: "Stranger" });
  const rahim = await login(RAHIM);
  const seededLib = await call("/api/searches/alokito", { token: rahim });
  const seededId = await createdId(seededLib, "alokito");
  const member = await memberWithoutEdit(seededId, rahim);
  // A post of the seeded library that this file owns: its newest may be another file's, gone a moment later.
  const seededPost = await call(`/api/libraries/${seededId}/posts`, {
    token: rahim,
    json: { body: "Matrix post in a seeded library" },
  });
  const name = `matrix-${Date.now().toString(36)}`;
  const lib = await call("/api/libraries", { token: owner.token, json: { name, title: "Matrix" } });
  const libraryId = await createdId(lib, "library");
  // Verified, so its desk may find readers and invite accounts (a pending one is refused: SECURITY.md).
  await verifyLibrary(libraryId);
  const libPost = await call(`/api/libraries/${libraryId}/posts`, {
    token: owner.token,
    json: { body: "Library post" },
  });
  const post = await call(`/api/users/${owner.id}/posts`, {
    token: owner.token,
    json: { title: "Matrix", body: "Owner post" },
  });
  const courses = await call("/api/courses");
  // The owner applies for the first course; the stranger applies for the second one (POST case).
  const course = courses.body.data[0] as { id: number; slug: string };
  otherCourse = courses.body.data[1].id as number;
  courseSlug = course.slug;
  await call("/api/my-course-orders", { token: owner.token, json: { course_id: course.id } });
  ctx = {
    owner,
    stranger,
    member,
    circulation: { token: await login("+8801711000003") },
    library: { id: libraryId, name, post: await createdId(libPost, "library post") },
    seeded: { id: seededId, post: await createdId(seededPost, "seeded library post") },
    post: await createdId(post, "post"),
    course: course.id,
    otherCourse,
  };
});

type Role = "anonymous" | "stranger" | "member" | "owner";

/** Fills the path's slots for a caller: a library member aims at the seeded library, others at the owner's. */
function fill(path: string, slots: Slots, role: Role): string {
  const inSeeded = role === "member";
  const lib = inSeeded ? ctx.seeded.id : (slots.library ?? ctx.library.id);
  const values: Record<string, string | number> = {
    name: ctx.library.name,
    type: "User",
    slug: courseSlug,
    file: `lib_qr_${ctx.library.id}.svg`,
    commentId: slots.commentId ?? 0,
    copy: slots.copy ?? 0,
    isbn: "9780141036144",
    likeId: slots.likeId ?? 0,
    request: slots.request ?? 0,
    member: slots.member ?? 0,
    loan: slots.loan ?? 0,
    invitation: slots.invitation ?? 0,
  };
  return path
    .replace(/^\/api\/users\/\{id\}/, `/api/users/${ctx.owner.id}`)
    .replace(/^\/api\/libraries\/\{id\}/, `/api/libraries/${lib}`)
    .replace(/^\/api\/posts\/\{id\}/, `/api/posts/${slots.post ?? ctx.post}`)
    .replace(/^\/api\/blocks\/\{id\}/, `/api/blocks/${slots.block ?? 0}`)
    .replace(/^\/api\/(courses|my-course-orders)\/\{id\}/, `/api/$1/${ctx.course}`)
    .replace(
      "{postId}",
      String(
        path.startsWith("/api/libraries/")
          ? inSeeded
            ? ctx.seeded.post
            : (slots.libraryPost ?? ctx.library.post)
          : (slots.post ?? ctx.post),
      ),
    )
    .replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
}

async function send(key: string, exp: Expectation, slots: Slots, role: Role, token?: string) {
  const [method, path] = key.split(" ") as [string, string];
  const url = fill(path, slots, role);
  const tokens: Record<Role, string | null> = {
    anonymous: null,
    stranger: ctx.stranger.token,
    member: ctx.member.token,
    owner: ctx.owner.token,
  };
  const res = await call(url, {
    ...exp.request?.(ctx, slots),
    method,
    token: token ?? tokens[role],
  });
  return { res, where: `${role} ${method} ${url}: ${res.status} ${res.text.slice(0, 160)}` };
}

const succeeded = (status: number, exp: Expectation) =>
  (status >= 200 && status < 400) || (exp.alsoOk ?? []).includes(status);

describe("authorisation matrix", () => {
  it("has an expectation for every operation the server answers, and none for a gone one", () => {
    expect(operations.length).toBeGreaterThan(50);
    const missing = operations.filter((op) => !(op in EXPECTATIONS));
    expect(missing, "operations with no authorisation expectation").toEqual([]);
    const stale = Object.keys(EXPECTATIONS).filter((op) => !operations.includes(op));
    expect(stale, "expectations for operations the server no longer has").toEqual([]);
  });

  it.each(operations.filter((op) => op in EXPECTATIONS))("%s", async (key) => {
    const exp = EXPECTATIONS[key]!;
    const slots = (await exp.prepare?.(ctx)) ?? {};
    const anonymous = await send(key, exp, slots, "anonymous");
    if (exp.rule === "public") {
      expect([401, 403], anonymous.where).not.toContain(anonymous.res.status);
      expect(anonymous.res.status, anonymous.where).toBeLessThan(500);
      return;
    }
    expect(anonymous.res.status, anonymous.where).toBe(401);
    expect(typeof anonymous.res.body?.message, anonymous.where).toBe("string");

    if (exp.rule === "otc") {
      const someone = await registerUser({ first_name: "Matrix", surname: "Reset" });
      const withLogin = await send(key, exp, slots, "owner", someone.token);
      expect(withLogin.res.status, withLogin.where).toBe(401);
      const otc = { otc_type_name: "RESET_PASSWORD", username: someone.username };
      await call("/api/auth/login-with-otc", { json: otc });
      const code = await call("/api/auth/login-with-otc", {
        json: otc,
        headers: { "ot-code": DEV_CODE },
      });
      const ok = await send(key, exp, slots, "owner", code.body.data.token);
      expect(succeeded(ok.res.status, exp), ok.where).toBe(true);
      // The reset ended every session of that account.
      expect((await call("/api/auth/me", { token: someone.token })).status).toBe(401);
      return;
    }

    if (exp.rule === "signedIn") {
      // Signing out spends a token: the stranger uses one of their own made for it.
      const spare =
        key === "POST /api/auth/logout"
          ? ((
              await call("/api/auth/login", {
                json: { username: ctx.stranger.username, password: "secret-pass-1" },
              })
            ).body.data.token as string)
          : undefined;
      const ok = await send(key, exp, slots, "stranger", spare);
      expect(succeeded(ok.res.status, exp), ok.where).toBe(true);
      if (spare) expect((await call("/api/auth/me", { token: spare })).status).toBe(401);
      return;
    }

    if (exp.rule === "libraryMember" || exp.rule === "loans") {
      const stranger = await send(key, exp, slots, "stranger");
      expect(stranger.res.status, stranger.where).toBe(403);
      // Not even where the loans are real: the seeded library, as a stranger.
      const seeded = await call(key.split(" ")[1]!.replace("{id}", String(ctx.seeded.id)), {
        token: ctx.stranger.token,
      });
      expect(seeded.status, `stranger in the seeded library: ${seeded.text}`).toBe(403);
      const member = await send(key, exp, slots, "member");
      expect(member.res.status, member.where).toBe(200);
      if (exp.rule === "loans") {
        const cards = member.res.body.data.map(
          (loan: { attributes: { library_member: { user: { id: number | null } } } }) =>
            String(loan.attributes.library_member.user.id),
        );
        expect(new Set(cards), member.where).toEqual(
          new Set(cards.length ? [String(ctx.member.id)] : []),
        );
      }
      const owner = await send(key, exp, slots, "owner");
      expect(owner.res.status, owner.where).toBe(200);
      return;
    }

    if (exp.rule === "siteAdmin") {
      for (const role of ["stranger", "member", "owner"] as const) {
        const refused = await send(key, exp, slots, role);
        expect(refused.res.status, refused.where).toBe(403);
      }
      const admin = await send(key, exp, slots, "owner", await adminToken());
      expect(succeeded(admin.res.status, exp), admin.where).toBe(true);
      return;
    }

    const stranger = await send(key, exp, slots, "stranger");
    expect(stranger.res.status, stranger.where).toBe(exp.strangerStatus ?? 403);
    if (
      ["libraryEdit", "membersManage", "circulation", "staff", "booksManage"].includes(exp.rule)
    ) {
      const member = await send(key, exp, slots, "member");
      expect(member.res.status, member.where).toBe(403);
    }
    if (exp.rule === "booksManage") {
      // Sumaiya lends books at the seeded library but may not catalogue them.
      const desk = await send(key, exp, slots, "member", ctx.circulation.token);
      expect(desk.res.status, `circulation ${desk.where}`).toBe(403);
      expect(desk.res.body.message, desk.where).toBe(
        "You need the books_manage permission in this library.",
      );
    }
    const owner = await send(key, exp, slots, "owner");
    expect(succeeded(owner.res.status, exp), owner.where).toBe(true);
  });
});
