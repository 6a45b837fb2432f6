// Every write call of the API (SPEC §7) for the fuzz test: path with id slots, who calls it, its fields and a valid body.
import { freshMobile } from "./http";

/** Ids and tokens the fuzz test prepares before it starts. */
export interface FuzzContext {
  /** The caller of user-level writes (a fresh account) and its password. */
  a: { id: number; token: string; username: string; password: string };
  /** Another fresh account: followed, reported, a member-request sender. */
  b: { id: number; token: string };
  /** A third account that `a` may block. */
  c: { id: number };
  /** A block `a` holds (on a fourth account), to unblock. */
  block: number;
  /** A one-time-code token of `a` (reset password). */
  otcToken: string;
  /** A library `a` created, so `a` holds library_edit there. */
  library: { id: number; name: string };
  post: number;
  libraryPost: number;
  comment: number;
  like: number;
  course: number;
  /** A walk-in member card in `library`. */
  member: number;
  /** `b`'s request to join `library` (declined and asked again by the cases). */
  request: number;
  /** A copy in `library`. */
  copy: number;
}

/** What a field holds decides which wrong values are tried. */
export type FieldKind = "text" | "id" | "date" | "email" | "phone" | "time" | "choice" | "int";

export interface FuzzRoute {
  method: "POST" | "PUT" | "DELETE";
  /** With slots {me} {other} {library} {post} {libraryPost} {comment} {like} {block} {member}
   * {request} {loan} {invitation} (no loan or invitation exists: the fuzz library has no copies). */
  path: string;
  auth: "none" | "user" | "other" | "otc";
  fields?: Record<string, FieldKind>;
  /** A body that the server accepts (fresh values each call); the fuzz cases change one field of it. */
  valid?: (ctx: FuzzContext) => Record<string, string | number>;
  /** A multipart image field. */
  file?: { name: string; required: boolean };
  /** Send `valid` once and expect 2xx (not for calls that spend a code, delete or can succeed once only). */
  control?: boolean;
  headers?: Record<string, string>;
}

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n += 1)}`;

const LIBRARY_FIELDS: Record<string, FieldKind> = {
  name: "text",
  title: "text",
  about: "text",
  email: "email",
  founded_at: "date",
  phone: "phone",
  mobile: "phone",
  post_code: "text",
  total_regular_news_papers: "int",
  total_regular_magazines: "int",
  opening_time_at: "time",
  closing_time_at: "time",
  house: "text",
  village: "text",
};
const POST_FIELDS: Record<string, FieldKind> = { title: "text", body: "text" };
const MEMBER_FIELDS: Record<string, FieldKind> = {
  first_name: "text",
  surname: "text",
  mobile: "phone",
  address: "text",
  member_code: "text",
};
const postBody = () => ({ title: "Fuzz", body: `A post ${unique()}` });

export const FUZZ_ROUTES: FuzzRoute[] = [
  {
    method: "POST",
    path: "/oauth/token",
    auth: "none",
    fields: {
      grant_type: "choice",
      client_id: "text",
      client_secret: "text",
      username: "text",
      password: "text",
    },
    valid: (ctx) => ({
      grant_type: "password",
      client_id: "pathagar-web",
      client_secret: "pathagar-web-secret",
      username: ctx.a.username,
      password: ctx.a.password,
    }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/auth/login",
    auth: "none",
    fields: { username: "text", password: "text" },
    valid: (ctx) => ({ username: ctx.a.username, password: ctx.a.password }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/auth/login-with-otc",
    auth: "none",
    fields: { otc_type_name: "choice", username: "text" },
    valid: (ctx) => ({ otc_type_name: "RESET_PASSWORD", username: ctx.a.username }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/auth/register-with-username",
    auth: "none",
    fields: {
      first_name: "text",
      surname: "text",
      username: "text",
      password: "text",
      dob: "date",
      gender: "choice",
    },
    valid: () => ({
      first_name: "Fuzz",
      surname: "Tester",
      username: freshMobile(),
      password: "secret-pass-1",
      dob: "2000-01-01",
      gender: "o",
    }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    auth: "otc",
    fields: { new_password: "text", confirm_new_password: "text" },
    valid: (ctx) => ({ new_password: ctx.a.password, confirm_new_password: ctx.a.password }),
  },
  // No control: a successful logout would end the session the other cases use.
  { method: "POST", path: "/api/auth/logout", auth: "user" },
  { method: "PUT", path: "/api/auth/home-session", auth: "user", control: true },
  { method: "DELETE", path: "/api/auth/home-session", auth: "none", control: true },
  {
    method: "PUT",
    path: "/api/users/{me}",
    auth: "user",
    fields: {
      first_name: "text",
      surname: "text",
      mobile: "phone",
      email: "email",
      dob: "date",
      gender: "choice",
    },
    valid: () => ({ first_name: "Fuzz", surname: "Tester", dob: "1990-05-01", gender: "f" }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/users/upload-own-photo",
    auth: "user",
    file: { name: "photo", required: true },
    control: true,
  },
  {
    method: "POST",
    path: "/api/users/upload-my-cover-photo",
    auth: "user",
    file: { name: "cover", required: true },
    control: true,
  },
  {
    method: "POST",
    path: "/api/users/{me}/posts",
    auth: "user",
    fields: POST_FIELDS,
    valid: postBody,
    file: { name: "image", required: false },
    control: true,
  },
  {
    method: "PUT",
    path: "/api/users/{me}/posts/{post}",
    auth: "user",
    fields: POST_FIELDS,
    valid: postBody,
    control: true,
  },
  // Never the right password: the fuzzed account must outlive its cases.
  {
    method: "DELETE",
    path: "/api/users/{me}",
    auth: "user",
    fields: { password: "text" },
    valid: () => ({ password: "not-the-password" }),
  },
  { method: "DELETE", path: "/api/users/{me}/posts/{post}", auth: "user" },
  { method: "POST", path: "/api/users/{other}/follow", auth: "user", control: true },
  { method: "DELETE", path: "/api/users/{other}/unfollow", auth: "user" },
  {
    method: "POST",
    path: "/api/libraries",
    auth: "user",
    fields: LIBRARY_FIELDS,
    valid: () => ({ name: `fuzz-${unique()}`, title: "Fuzz library" }),
    control: true,
  },
  {
    method: "PUT",
    path: "/api/libraries/{library}",
    auth: "user",
    fields: LIBRARY_FIELDS,
    valid: (ctx) => ({ name: ctx.library.name, title: "Fuzz library" }),
    control: true,
  },
  { method: "DELETE", path: "/api/libraries/{library}", auth: "user" },
  {
    method: "POST",
    path: "/api/libraries/{library}/upload-cover-photo",
    auth: "user",
    file: { name: "cover", required: true },
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/upload-logo",
    auth: "user",
    file: { name: "logo", required: true },
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/member-requests",
    auth: "other",
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/members",
    auth: "user",
    fields: MEMBER_FIELDS,
    valid: () => ({ first_name: "Fuzz", surname: "Walk-in", mobile: freshMobile() }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/members",
    auth: "user",
    fields: { user_id: "id", member_code: "text" },
    valid: (ctx) => ({ user_id: ctx.c.id }),
  },
  {
    method: "PUT",
    path: "/api/libraries/{library}/members/{member}",
    auth: "user",
    fields: { ...MEMBER_FIELDS, active: "choice" },
    valid: () => ({ first_name: "Fuzz", address: `Road ${unique()}` }),
    control: true,
  },
  { method: "POST", path: "/api/libraries/{library}/members/{member}/link", auth: "user" },
  {
    method: "POST",
    path: "/api/libraries/{library}/members/{member}/upload-photo",
    auth: "user",
    file: { name: "photo", required: true },
  },
  {
    method: "PUT",
    path: "/api/libraries/{library}/members/{member}/roles",
    auth: "user",
    fields: { roles: "choice" },
    valid: () => ({ roles: "librarian" }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/member-requests/{request}/accept",
    auth: "user",
  },
  // Nothing pending for the fuzz account: a valid body is refused (422), like every fuzzed one.
  {
    method: "POST",
    path: "/api/users/{me}/verify-contact",
    auth: "user",
    fields: { field: "choice", code: "text" },
    valid: () => ({ field: "mobile" }),
  },
  { method: "POST", path: "/api/member-invitations/{invitation}/accept", auth: "user" },
  { method: "POST", path: "/api/member-invitations/{invitation}/decline", auth: "user" },
  // Pathagar's administrators only: the fuzz account is refused (403) past its id checks.
  { method: "POST", path: "/api/libraries/{library}/verification", auth: "user" },
  {
    method: "POST",
    path: "/api/libraries/{library}/member-requests/{request}/decline",
    auth: "user",
    fields: { reason: "text" },
    valid: () => ({ reason: "Fuzz" }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/book-issues",
    auth: "user",
    fields: {
      library_book_id: "id",
      library_member_id: "id",
      issued_at: "date",
      due_at: "date",
    },
    valid: (ctx) => ({ library_book_id: 2_147_483_647, library_member_id: ctx.member }),
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/book-issues/{loan}/return",
    auth: "user",
    fields: { returned_at: "date" },
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/book-issues/{loan}/renew",
    auth: "user",
    fields: { due_at: "date" },
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/posts",
    auth: "user",
    fields: POST_FIELDS,
    valid: postBody,
    file: { name: "image", required: false },
    control: true,
  },
  {
    method: "PUT",
    path: "/api/libraries/{library}/posts/{libraryPost}",
    auth: "user",
    fields: POST_FIELDS,
    valid: postBody,
    control: true,
  },
  { method: "DELETE", path: "/api/libraries/{library}/posts/{libraryPost}", auth: "user" },
  {
    method: "PUT",
    path: "/api/libraries/{library}/desk",
    auth: "user",
    fields: { loan_period_days: "int", loan_limit: "int", book_code_prefix: "text" },
    valid: () => ({ loan_period_days: 14, loan_limit: 3, book_code_prefix: "FZ" }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/books",
    auth: "user",
    fields: {
      title: "text",
      isbn: "text",
      publisher: "text",
      year: "int",
      copies: "int",
      shelf_number: "text",
    },
    // No code given: each add takes the next free one, so the body can be sent again.
    valid: () => ({ title: "Fuzzed book", authors: "Fuzz Author", year: 2001, copies: 2 }),
    control: true,
  },
  {
    method: "PUT",
    path: "/api/libraries/{library}/books/{copy}",
    auth: "user",
    fields: { title: "text", year: "int", shelf_number: "text", book_code: "text" },
    valid: () => ({ shelf_number: "F-01" }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/books/{copy}/withdraw",
    auth: "user",
    fields: { reason: "choice", note: "text" },
    valid: () => ({ reason: "damaged", note: "Fuzzed" }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/books/{copy}/restore",
    auth: "user",
    control: true,
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/books/{copy}/upload-cover",
    auth: "user",
    file: { name: "cover", required: true },
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/books/move",
    auth: "user",
    fields: { shelf_number: "text", box_number: "text" },
  },
  {
    method: "POST",
    path: "/api/libraries/{library}/books/import",
    auth: "user",
    fields: { dry_run: "text" },
  },
  { method: "POST", path: "/api/libraries/{library}/follow", auth: "other", control: true },
  { method: "DELETE", path: "/api/libraries/{library}/unfollow", auth: "other" },
  {
    method: "POST",
    path: "/api/posts/{post}/comments",
    auth: "user",
    fields: { body: "text" },
    valid: () => ({ body: `A comment ${unique()}` }),
    control: true,
  },
  {
    method: "PUT",
    path: "/api/posts/{post}/comments/{comment}",
    auth: "user",
    fields: { body: "text" },
    valid: () => ({ body: `An edited comment ${unique()}` }),
    control: true,
  },
  { method: "DELETE", path: "/api/posts/{post}/comments/{comment}", auth: "user" },
  {
    method: "POST",
    path: "/api/posts/{post}/likes",
    auth: "other",
    fields: { emoji_html_code: "text" },
    valid: () => ({ emoji_html_code: "&#128077;" }),
    control: true,
  },
  { method: "DELETE", path: "/api/posts/{post}/likes/{like}", auth: "user" },
  {
    method: "POST",
    path: "/api/complains",
    auth: "user",
    fields: {
      subject: "text",
      body: "text",
      complainable_type: "choice",
      complainable_id: "id",
    },
    valid: (ctx) => ({
      subject: "Spam or scam",
      body: "Sends the same link to everyone.",
      complainable_type: "User",
      complainable_id: ctx.b.id,
    }),
    control: true,
  },
  {
    method: "POST",
    path: "/api/blocks",
    auth: "user",
    fields: { blockable_type: "choice", blockable_id: "id" },
    valid: (ctx) => ({ blockable_type: "User", blockable_id: ctx.c.id }),
    control: true,
  },
  { method: "DELETE", path: "/api/blocks/{block}", auth: "user" },
  {
    method: "POST",
    path: "/api/my-course-orders",
    auth: "user",
    fields: { course_id: "id" },
    valid: (ctx) => ({ course_id: ctx.course }),
    control: true,
  },
];

/** Fills a route's id slots from the context (or with `bad` for the slot under test). */
export function fillPath(path: string, ctx: FuzzContext, slot?: string, bad?: string): string {
  const ids: Record<string, string | number> = {
    me: ctx.a.id,
    other: ctx.b.id,
    library: ctx.library.id,
    post: ctx.post,
    libraryPost: ctx.libraryPost,
    comment: ctx.comment,
    like: ctx.like,
    block: ctx.block,
    member: ctx.member,
    request: ctx.request,
    loan: 2_147_483_647,
    // No invitation is sent to the fuzz account: accepting or declining one is a 404.
    invitation: 2_147_483_647,
    copy: ctx.copy,
  };
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(name === slot ? bad : ids[name]));
}

export const slotsOf = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
