// Who may call each API operation: the expectations the authorisation matrix test checks route by route.
import { call, freshMobile, type CallOptions } from "./http";
import { deskMember, joinRequest, linkableMember, NO_ID } from "./authz-desk";
import {
  createdId,
  image,
  postBody,
  ownerPost,
  ownerComment,
  libraryPost,
  registerFresh,
  deskBook,
  ownerCopy,
} from "./authz-fixtures";

/** The people and things the matrix test prepares once. */
export interface AuthzContext {
  /** The owner: a fresh account holding library_edit in `library` (its creator). */
  owner: { id: number; token: string; username: string };
  /** Another fresh account with no tie to the owner or the library. */
  stranger: { id: number; token: string; username: string };
  /** A seeded reader holding a member card WITHOUT library_edit in `seeded` (Alokito). */
  member: { id: number; token: string };
  /** Sumaiya: circulation-only staff of `seeded`. */
  circulation: { token: string };
  library: { id: number; name: string; post: number };
  /** The seeded library the member belongs to, and one of its posts. */
  seeded: { id: number; post: number };
  /** A post by the owner on their own timeline. */
  post: number;
  course: number;
  /** A course nobody in the test applied for at the start. */
  otherCourse: number;
}

/**
 * How an operation is guarded:
 * - public: no token needed (never 401/403);
 * - signedIn: any signed-in reader (anonymous 401, a stranger succeeds);
 * - owner: only the owner of the thing (anonymous 401, a stranger refused, the owner succeeds);
 * - libraryEdit: library_edit in the library (anonymous 401, a stranger and a member without it 403,
 *   the library's admin succeeds);
 * - otc: a one-time-code session (anonymous and a login token 401, the code's token succeeds);
 * - libraryMember: the library's members and staff (anonymous 401, a stranger 403 in the owner's
 *   library and in the seeded one, a member without library_edit and the admin succeed);
 * - loans: staff see every loan, a member only their own (anonymous 401, a stranger 403 in both
 *   libraries, the member gets only loans on their own card, the admin succeeds);
 * - membersManage / circulation / staff: that desk power (staff: any of them) in the library, refused
 *   like libraryEdit (anonymous 401, a stranger and a member without powers 403, the creator succeeds).
 * - staff: any desk power (anonymous 401, a stranger and a plain member 403, the creator succeeds);
 * - booksManage: books_manage (as libraryEdit, and circulation-only staff — Sumaiya in the seeded
 *   library — 403 too).
 * - siteAdmin: Pathagar's administrators (ADMIN_USERNAMES) only: anonymous 401, a stranger, a member and
 *   the library's own creator 403, the administrator succeeds.
 */
export type Rule =
  | "public"
  | "signedIn"
  | "owner"
  | "libraryEdit"
  | "otc"
  | "libraryMember"
  | "loans"
  | "membersManage"
  | "circulation"
  | "staff"
  | "booksManage"
  | "siteAdmin";

/** Ids for the path slots of one case; `fresh` ones are made just for it (a delete spends them). */
export type Slots = Record<string, string | number>;

export interface Expectation {
  rule: Rule;
  /** Statuses that count as success besides 2xx/3xx (e.g. 404 for "my membership" of a non-member). */
  alsoOk?: number[];
  /** What a stranger gets on an owner route (403 by default; 404 where the thing is hidden). */
  strangerStatus?: number;
  /** Things made for this case only, e.g. a post that the owner then deletes. */
  prepare?: (ctx: AuthzContext) => Promise<Slots>;
  /** A valid request body (JSON or form); the same body is sent by every caller. */
  request?: (ctx: AuthzContext, slots: Slots) => CallOptions;
}

/**
 * Every operation of the API with its rule, keyed "METHOD /path" as in /api/openapi.json. Path slots:
 * {id}/{postId}/… are filled by the test from the context and `prepare`'s slots.
 */
export const EXPECTATIONS: Record<string, Expectation> = {
  "GET /api/health": { rule: "public" },
  "GET /api/openapi.json": { rule: "public" },
  "POST /oauth/token": { rule: "public" },
  "POST /api/auth/login": { rule: "public" },
  "POST /api/auth/login-with-otc": { rule: "public" },
  "POST /api/auth/register-with-username": { rule: "public" },
  "POST /api/auth/reset-password": {
    rule: "otc",
    request: () => ({
      json: { new_password: "secret-pass-1", confirm_new_password: "secret-pass-1" },
    }),
  },
  "GET /api/auth/me": { rule: "signedIn" },
  // The stranger signs out with a token of their own made for this case (see the test).
  "POST /api/auth/logout": { rule: "signedIn" },
  "PUT /api/auth/home-session": { rule: "signedIn" },
  // Expiring a cookie needs no one signed in (the app clears it after signing out offline).
  "DELETE /api/auth/home-session": { rule: "public" },
  "GET /api/users": { rule: "signedIn" },
  "GET /api/users/{id}": { rule: "signedIn" },
  // My loans: the reader's own only (server/routes/reader-loans.test.ts).
  "GET /api/users/{id}/book-issues": { rule: "owner" },
  "PUT /api/users/{id}": {
    rule: "owner",
    request: () => ({ json: { first_name: "Matrix", surname: "Owner" } }),
  },
  "POST /api/users/{id}": {
    rule: "owner",
    request: () => ({ form: { _method: "PUT", first_name: "Matrix", surname: "Owner" } }),
  },
  // A wrong password: the owner is refused only by it (422), so the shared owner is never deleted here;
  // server/routes/account-deletion.test.ts deletes accounts for real.
  "DELETE /api/users/{id}": {
    rule: "owner",
    alsoOk: [422],
    request: () => ({ json: { password: "not-the-password" } }),
  },
  // Nothing pending for the shared owner: past the owner check, 422 (routes/contact-verification.test.ts
  // confirms numbers for real).
  "POST /api/users/{id}/verify-contact": {
    rule: "owner",
    alsoOk: [422],
    request: () => ({ json: { field: "mobile", code: "000000" } }),
  },
  // Another reader's invitation, or none: 404 (routes/member-invitations.test.ts accepts for real).
  "GET /api/member-invitations": { rule: "signedIn" },
  "POST /api/member-invitations/{invitation}/accept": { rule: "signedIn", alsoOk: [404] },
  "POST /api/member-invitations/{invitation}/decline": { rule: "signedIn", alsoOk: [404] },
  "POST /api/libraries/{id}/verification": { rule: "siteAdmin" },
  "GET /api/libraries/{id}/member-invitations": { rule: "membersManage" },
  "POST /api/users/upload-own-photo": { rule: "signedIn", request: image("photo") },
  "POST /api/users/upload-my-cover-photo": { rule: "signedIn", request: image("cover") },
  // Cover pictures are public images (a redirect to /uploads), like the files themselves.
  "GET /api/users/{id}/cover-photo": { rule: "public" },
  "GET /api/users/{id}/libraries": { rule: "signedIn" },
  "GET /api/users/{id}/posts": { rule: "signedIn" },
  "POST /api/users/{id}/posts": { rule: "owner", request: postBody },
  "PUT /api/users/{id}/posts/{postId}": {
    rule: "owner",
    prepare: ownerPost,
    request: postBody,
  },
  "POST /api/users/{id}/posts/{postId}": {
    rule: "owner",
    prepare: ownerPost,
    request: () => ({ form: { _method: "PUT", title: "Matrix", body: "Edited by form" } }),
  },
  "DELETE /api/users/{id}/posts/{postId}": { rule: "owner", prepare: ownerPost },
  "GET /api/users/{id}/followers": { rule: "signedIn" },
  "GET /api/users/{id}/followings": { rule: "signedIn" },
  "GET /api/users/{id}/following-by-me": { rule: "signedIn" },
  "POST /api/users/{id}/follow": { rule: "signedIn" },
  "DELETE /api/users/{id}/unfollow": { rule: "signedIn" },
  "GET /api/libraries": { rule: "signedIn" },
  "POST /api/libraries": {
    rule: "signedIn",
    request: () => ({ json: { name: `matrix-${freshMobile().slice(-9)}`, title: "Matrix" } }),
  },
  "GET /api/libraries/{id}": { rule: "signedIn" },
  "PUT /api/libraries/{id}": {
    rule: "libraryEdit",
    request: (ctx) => ({ json: { name: ctx.library.name, title: "Matrix library" } }),
  },
  "POST /api/libraries/{id}": {
    rule: "libraryEdit",
    request: (ctx) => ({
      form: { _method: "PUT", name: ctx.library.name, title: "Matrix library" },
    }),
  },
  // The admin deletes a library made for this case; the refusals are tried on it and on Alokito.
  "DELETE /api/libraries/{id}": {
    rule: "libraryEdit",
    prepare: async (ctx) => ({
      library: await createdId(
        await call("/api/libraries", {
          token: ctx.owner.token,
          json: { name: `matrix-del-${freshMobile().slice(-9)}`, title: "To delete" },
        }),
        "library to delete",
      ),
    }),
  },
  "GET /api/searches/{name}": { rule: "signedIn" },
  "POST /api/libraries/{id}/upload-cover-photo": { rule: "libraryEdit", request: image("cover") },
  "POST /api/libraries/{id}/upload-logo": { rule: "libraryEdit", request: image("logo") },
  "GET /api/libraries/{id}/cover-photo": { rule: "public", alsoOk: [404] },
  "GET /api/libraries/{id}/books": { rule: "signedIn" },
  "GET /api/libraries/{id}/books/snapshot": { rule: "signedIn" },
  "GET /api/libraries/{id}/members": { rule: "libraryMember" },
  "GET /api/libraries/{id}/book-issues": { rule: "loans" },
  "GET /api/libraries/{id}/members/snapshot": { rule: "libraryMember" },
  "GET /api/libraries/{id}/book-issues/snapshot": { rule: "loans" },
  "GET /api/libraries/{id}/members/my-membership": { rule: "signedIn", alsoOk: [404] },
  "GET /api/libraries/{id}/member-requests/my-request": { rule: "signedIn", alsoOk: [404] },
  "POST /api/libraries/{id}/member-requests": { rule: "signedIn" },
  "GET /api/libraries/{id}/member-requests": { rule: "membersManage" },
  "GET /api/libraries/{id}/member-requests/snapshot": { rule: "membersManage" },
  "POST /api/libraries/{id}/member-requests/{request}/accept": {
    rule: "membersManage",
    prepare: joinRequest,
  },
  "POST /api/libraries/{id}/member-requests/{request}/decline": {
    rule: "membersManage",
    prepare: joinRequest,
    request: () => ({ json: { reason: "Matrix" } }),
  },
  "POST /api/libraries/{id}/members": {
    rule: "membersManage",
    request: () => ({ json: { first_name: "Matrix", mobile: freshMobile() } }),
  },
  "PUT /api/libraries/{id}/members/{member}": {
    rule: "membersManage",
    prepare: deskMember,
    request: () => ({ json: { address: "Matrix road" } }),
  },
  "POST /api/libraries/{id}/members/{member}": {
    rule: "membersManage",
    prepare: deskMember,
    request: () => ({ form: { _method: "PUT", address: "Matrix road" } }),
  },
  "POST /api/libraries/{id}/members/{member}/link": {
    rule: "membersManage",
    prepare: linkableMember,
  },
  "POST /api/libraries/{id}/members/{member}/upload-photo": {
    rule: "membersManage",
    prepare: deskMember,
    request: image("photo"),
  },
  "PUT /api/libraries/{id}/members/{member}/roles": {
    rule: "membersManage",
    prepare: deskMember,
    request: () => ({ json: { roles: ["librarian"] } }),
  },
  "POST /api/libraries/{id}/members/{member}/roles": {
    rule: "membersManage",
    prepare: deskMember,
    request: () => ({ form: { _method: "PUT", roles: "circulation" } }),
  },
  "GET /api/libraries/{id}/roles": { rule: "staff" },
  // Without ?mobile= (the matrix sends no query) the creator's search is a 422 past the power check;
  // routes/desk-readers.test.ts searches for real.
  "GET /api/libraries/{id}/readers": { rule: "circulation", alsoOk: [422] },
  // The matrix library has no copies: past the power check, the creator's lend is a 422 and a
  // missing loan a 404 (routes/desk-loans.test.ts lends for real).
  "POST /api/libraries/{id}/book-issues": {
    rule: "circulation",
    alsoOk: [422],
    request: () => ({ json: { library_book_id: NO_ID, library_member_id: NO_ID } }),
  },
  "POST /api/libraries/{id}/book-issues/{loan}/return": {
    rule: "circulation",
    alsoOk: [404],
    prepare: async () => ({ loan: NO_ID }),
  },
  "POST /api/libraries/{id}/book-issues/{loan}/renew": {
    rule: "circulation",
    alsoOk: [404],
    prepare: async () => ({ loan: NO_ID }),
  },
  "GET /api/libraries/{id}/loan-clashes": { rule: "circulation" },
  "GET /api/libraries/{id}/posts": { rule: "signedIn" },
  "POST /api/libraries/{id}/posts": { rule: "libraryEdit", request: postBody },
  "PUT /api/libraries/{id}/posts/{postId}": {
    rule: "libraryEdit",
    prepare: libraryPost,
    request: postBody,
  },
  "POST /api/libraries/{id}/posts/{postId}": {
    rule: "libraryEdit",
    prepare: libraryPost,
    request: () => ({ form: { _method: "PUT", title: "Matrix", body: "Edited by form" } }),
  },
  "DELETE /api/libraries/{id}/posts/{postId}": { rule: "libraryEdit", prepare: libraryPost },
  "GET /api/libraries/{id}/followers": { rule: "signedIn" },
  "GET /api/libraries/{id}/following-by-me": { rule: "signedIn" },
  "POST /api/libraries/{id}/follow": { rule: "signedIn" },
  "DELETE /api/libraries/{id}/unfollow": { rule: "signedIn" },
  "GET /api/libraries/{id}/desk": { rule: "staff" },
  "GET /api/libraries/{id}/report": { rule: "staff" },
  "PUT /api/libraries/{id}/desk": {
    rule: "libraryEdit",
    request: () => ({ json: { loan_period_days: 14, loan_limit: 3 } }),
  },
  "POST /api/libraries/{id}/desk": {
    rule: "libraryEdit",
    request: () => ({ form: { _method: "PUT", loan_limit: "3" } }),
  },
  "GET /api/isbn/{isbn}": { rule: "signedIn", alsoOk: [404] },
  "POST /api/libraries/{id}/books": { rule: "booksManage", request: deskBook },
  "PUT /api/libraries/{id}/books/{copy}": {
    rule: "booksManage",
    prepare: ownerCopy,
    request: () => ({ json: { shelf_number: "M-01" } }),
  },
  "POST /api/libraries/{id}/books/{copy}": {
    rule: "booksManage",
    prepare: ownerCopy,
    request: () => ({ form: { _method: "PUT", box_number: "2" } }),
  },
  "POST /api/libraries/{id}/books/{copy}/withdraw": {
    rule: "booksManage",
    prepare: ownerCopy,
    request: () => ({ json: { reason: "lost", note: "Matrix" } }),
  },
  "POST /api/libraries/{id}/books/{copy}/restore": { rule: "booksManage", prepare: ownerCopy },
  "POST /api/libraries/{id}/books/move": {
    rule: "booksManage",
    prepare: ownerCopy,
    request: (_ctx, slots) => ({ json: { ids: [slots.copy], shelf_number: "M-02" } }),
  },
  "POST /api/libraries/{id}/books/{copy}/upload-cover": {
    rule: "booksManage",
    prepare: ownerCopy,
    request: image("cover"),
  },
  "POST /api/libraries/{id}/books/import": {
    rule: "booksManage",
    request: () => ({ json: { rows: [{ title: "Matrix import", authors: "A" }] } }),
  },
  "GET /qr-codes/library_qr_codes/{file}": { rule: "public" },
  "GET /api/posts": { rule: "signedIn" },
  "GET /api/posts/{id}/comments": { rule: "signedIn" },
  "POST /api/posts/{id}/comments": {
    rule: "signedIn",
    request: () => ({ json: { body: "A matrix comment" } }),
  },
  // Only the comment's author (the owner here) edits it, by PUT or the POST form.
  "PUT /api/posts/{id}/comments/{commentId}": {
    rule: "owner",
    prepare: ownerComment,
    request: () => ({ json: { body: "Edited in the matrix" } }),
  },
  "POST /api/posts/{id}/comments/{commentId}": {
    rule: "owner",
    prepare: ownerComment,
    request: () => ({ form: { _method: "PUT", body: "Edited by form" } }),
  },
  // The comment's author (the owner here, on their own post) deletes it; a stranger may not.
  "DELETE /api/posts/{id}/comments/{commentId}": {
    rule: "owner",
    prepare: async (ctx) => ({
      commentId: await createdId(
        await call(`/api/posts/${ctx.post}/comments`, {
          token: ctx.owner.token,
          json: { body: "To delete" },
        }),
        "comment",
      ),
    }),
  },
  "GET /api/posts/{id}/likes": { rule: "signedIn" },
  "GET /api/posts/{id}/likes/my-like": { rule: "signedIn" },
  "POST /api/posts/{id}/likes": {
    rule: "signedIn",
    request: () => ({ json: { emoji_html_code: "&#128077;" } }),
  },
  "DELETE /api/posts/{id}/likes/{likeId}": {
    rule: "owner",
    prepare: async (ctx) => {
      const post = (await ownerPost(ctx)).post;
      const like = await call(`/api/posts/${post}/likes`, {
        token: ctx.owner.token,
        json: { emoji_html_code: "&#128077;" },
      });
      return { post, likeId: await createdId(like, "like") };
    },
  },
  "GET /api/complain-types/{type}": { rule: "signedIn" },
  "POST /api/complains": {
    rule: "signedIn",
    request: (ctx) => ({
      json: {
        subject: "Spam or scam",
        body: "Sends the same link to everyone.",
        complainable_type: "User",
        complainable_id: ctx.owner.id,
      },
    }),
  },
  "POST /api/blocks": {
    rule: "signedIn",
    // The stranger blocks someone nobody else in the test needs.
    prepare: async () => ({ blocked: await registerFresh("Blocked") }),
    request: (_ctx, slots) => ({ json: { blockable_type: "User", blockable_id: slots.blocked } }),
  },
  "GET /api/blocks": { rule: "signedIn" },
  // Someone else's block is not found (404) for the stranger; the owner removes their own.
  "DELETE /api/blocks/{id}": {
    rule: "owner",
    strangerStatus: 404,
    prepare: async (ctx) => {
      const blocked = await registerFresh("Unblocked");
      const res = await call("/api/blocks", {
        token: ctx.owner.token,
        json: { blockable_type: "User", blockable_id: blocked },
      });
      return { block: await createdId(res, "block") };
    },
  },
  "GET /api/courses": { rule: "public" },
  "GET /api/courses/{id}": { rule: "public" },
  "GET /api/courses/{slug}/slug": { rule: "public" },
  "GET /api/my-course-orders": { rule: "signedIn" },
  // {id} is the course: a reader sees only their own order of it, anyone else finds none (404).
  "GET /api/my-course-orders/{id}": { rule: "owner", strangerStatus: 404 },
  "POST /api/my-course-orders": {
    rule: "signedIn",
    request: (ctx) => ({ json: { course_id: ctx.otherCourse } }),
  },
};
