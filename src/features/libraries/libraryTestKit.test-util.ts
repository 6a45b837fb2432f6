// Test kit for the library screens: a signed-in reader, a fresh mirror and a fake library API with
// paged, searchable books / members / issues, membership, member requests and follows.
import { vi } from "vitest";
import type { BookIssue, Library, LibraryBook, LibraryMember, User } from "../../api/schemas";
import { wire } from "../../api/wire.test-util";
import { useSession } from "../../session/session";
import type { MirrorDb } from "../../db";
import {
  fakeApi,
  freshMirror,
  jsonResponse,
  snapshotResponse,
  wholeListResponse,
} from "../../sync/testing";

export const me: User = {
  id: 2,
  first_name: "Karima",
  surname: "Begum",
  nickname: null,
  photo_url: null,
  username: "+8801711000002",
  mobile: "+8801711000002",
  email: null,
  dob: null,
  gender: null,
  cover_photo_url: null,
  total_followers: 0,
  total_followings: 0,
  created_at: "2026-01-01T00:00:00.000Z",
};

export function makeLibrary(id: number, fields: Partial<Library> = {}): Library {
  return {
    id,
    name: `library-${id}`,
    title: `Library ${id}`,
    logo_url: null,
    cover_photo_url: null,
    about: null,
    email: null,
    founded_at: null,
    govt_reg_no: null,
    phone: null,
    mobile: null,
    post_code: null,
    total_regular_news_papers: 0,
    total_regular_magazines: 0,
    opening_time_at: null,
    closing_time_at: null,
    off_days: null,
    total_books: 0,
    total_members: 0,
    total_followers: 10,
    address: { house: null, village: null, police_station: null, district: null, post_code: null },
    verified: true,
    verified_at: null,
    ...fields,
  };
}

export function makeBook(id: number, title: string, author = "Humayun Ahmed"): LibraryBook {
  return {
    id,
    library_id: 1,
    book_code: `B-${String(id).padStart(4, "0")}`,
    shelf_number: "3",
    box_number: "12",
    status: "available",
    withdrawn: null,
    current_issue_id: null,
    book: {
      id: 1000 + id,
      title,
      cover_url: null,
      authors: [{ id: 1, name: author }],
      isbn: null,
      publisher: null,
      year: null,
      language: null,
      category: null,
    },
  };
}

export function makeMember(id: number, first: string, permissions: string[] = []): LibraryMember {
  return {
    id,
    member_code: `M-${String(id).padStart(4, "0")}`,
    first_name: first,
    surname: "Sarkar",
    nickname: null,
    photo_url: null,
    total_reading_books: 2,
    total_has_read_books: 7,
    library_id: 1,
    user_id: id,
    user: { id, first_name: first, surname: "Sarkar", nickname: null, photo_url: null },
    roles: permissions.length
      ? [{ name: "admin", permissions: permissions.map((name) => ({ name })) }]
      : [],
  };
}

/** A loan on Nila's card, or on the signed-in reader's own card with `mine`. */
export function makeIssue(id: number, collected: string | null, mine = false): BookIssue {
  return {
    id,
    library_id: 1,
    library_member: mine
      ? {
          id: 6,
          member_code: "M-0006",
          user: {
            id: me.id,
            first_name: me.first_name,
            surname: me.surname,
            nickname: null,
            photo_url: null,
          },
          first_name: me.first_name,
          surname: me.surname,
          photo_url: null,
        }
      : {
          id: 5,
          member_code: "M-0005",
          user: null,
          first_name: "Nila",
          surname: "Das",
          photo_url: null,
        },
    library_book: {
      id: 7,
      book_code: "B-0007",
      book: { id: 8, title: `Issued book ${id}`, cover_url: null },
    },
    issued_at: "2026-11-01T09:00:00.000Z",
    collected_at: collected,
  };
}

export interface LibraryWorld {
  db: MirrorDb;
  libraries: Library[];
  books: LibraryBook[];
  members: LibraryMember[];
  issues: BookIssue[];
  /** The caller's card in library 1, or null. */
  myMembership: LibraryMember | null;
  myRequest: boolean;
  following: boolean;
  requests: { method: string; path: string; search: string }[];
  perPage: number;
  online: (value: boolean) => void;
  /** Makes every call fail as if the network were down. */
  unreachable: boolean;
  /** Status the next DELETE /libraries/{id} answers with instead of deleting. */
  deleteFails: number | null;
  /** Bodies of POST /libraries and PUT /libraries/{id}. */
  written: Record<string, unknown>[];
  /** Libraries the signed-in reader belongs to (GET /users/{id}/libraries). */
  myLibraryIds: number[];
  /** Pictures received by the upload calls. */
  uploads: { field: string; type: string }[];
  /** A test's own routes, asked first; undefined lets the world answer. */
  extra?: (request: Request, path: string) => Promise<Response | undefined> | Response | undefined;
}

type Person = { first_name: string; surname: string | null; photo_url?: string | null };

/** A member's `user` as the API sends it: the account, or the member's name with a null id. */
const memberUser = (user: LibraryMember["user"], member: Person) =>
  user ?? {
    id: null,
    first_name: member.first_name,
    surname: member.surname,
    nickname: null,
    photo_url: member.photo_url ?? null,
  };

/** Records as the API sends them: resources, members and issues with a user-shaped `user`. */
function toWire(row: { id: number }): unknown {
  if ("member_code" in row && "roles" in row) {
    const m = row as LibraryMember;
    return wire({ ...m, user: memberUser(m.user, m) });
  }
  if ("library_member" in row) {
    const i = row as BookIssue;
    const member = i.library_member;
    return wire({ ...i, library_member: { ...member, user: memberUser(member.user, member) } });
  }
  return wire(row);
}

const page = <T extends { id: number }>(rows: T[], n: number, perPage: number) => {
  const last = Math.max(1, Math.ceil(rows.length / perPage));
  return jsonResponse(200, {
    data: rows.slice((n - 1) * perPage, n * perPage).map(toWire),
    links: { prev: null, next: n < last ? `?page=${n + 1}` : null },
    meta: { current_page: n, last_page: last, per_page: perPage, total: rows.length },
  });
};

const has = (text: string, term: string | null) =>
  !term || text.toLowerCase().includes(term.toLowerCase());

/** Any staff power lets a member read every loan (docs/LIBRARY-DESK.md). */
const STAFF = ["library_edit", "books_manage", "members_manage", "circulation"];

/** A signed-in reader (Karima) with an empty mirror, online unless told otherwise. */
export async function libraryWorld(init: Partial<LibraryWorld> = {}): Promise<LibraryWorld> {
  const db = await freshMirror();
  useSession.setState({ token: "token", user: me });
  const w: LibraryWorld = {
    db,
    libraries: [makeLibrary(1, { name: "alokito", title: "Alokito Pathagar" })],
    books: [],
    members: [],
    issues: [],
    myMembership: null,
    myRequest: false,
    following: false,
    requests: [],
    perPage: 20,
    online: () => undefined,
    unreachable: false,
    deleteFails: null,
    written: [],
    uploads: [],
    myLibraryIds: [],
    ...init,
  };
  fakeApi(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, "");
    const q = url.searchParams;
    w.requests.push({ method: request.method, path, search: url.search });
    if (w.unreachable) throw new TypeError("Failed to fetch");
    const own = await w.extra?.(request, path);
    if (own) return own;
    const n = Number(q.get("page") ?? 1);
    const term = q.get("term");
    const per = Number(q.get("per_page")) || w.perPage;
    const get = request.method === "GET";
    let m: RegExpMatchArray | null;
    if (get && /^users\/\d+\/libraries$/.test(path))
      return page(
        w.libraries.filter((l) => w.myLibraryIds.includes(l.id)),
        n,
        w.perPage,
      );
    if (get && path === "libraries")
      return page(
        w.libraries.filter((l) => has(l.title, term)),
        n,
        w.perPage,
      );
    if (get && (m = path.match(/^searches\/(.+)$/))) {
      const found = w.libraries.find((l) => l.name === decodeURIComponent(m![1]!));
      return found
        ? jsonResponse(200, { data: wire(found) })
        : jsonResponse(404, { message: "Not found" });
    }
    if (get && (m = path.match(/^libraries\/(\d+)$/))) {
      const found = w.libraries.find((l) => l.id === Number(m![1]));
      return found
        ? jsonResponse(200, { data: wire(found) })
        : jsonResponse(404, { message: "Not found" });
    }
    if (request.method === "POST" && path === "libraries") {
      const body = (await request.json()) as Record<string, unknown>;
      w.written.push(body);
      if (w.libraries.some((l) => l.name === body.name))
        return jsonResponse(422, {
          message: "The name has already been taken.",
          errors: { name: ["The name has already been taken."] },
        });
      const id = Math.max(0, ...w.libraries.map((l) => l.id)) + 1;
      w.libraries.push(makeLibrary(id, { name: String(body.name), title: String(body.title) }));
      return jsonResponse(201, { data: id });
    }
    if (request.method === "PUT" && (m = path.match(/^libraries\/(\d+)$/))) {
      const body = (await request.json()) as Record<string, unknown>;
      w.written.push(body);
      const found = w.libraries.find((l) => l.id === Number(m![1]));
      if (!found) return jsonResponse(404, { message: "Not found" });
      found.title = String(body.title);
      found.post_code = (body.post_code as string | null) ?? null;
      return jsonResponse(200, { data: wire(found) });
    }
    if (request.method === "DELETE" && (m = path.match(/^libraries\/(\d+)$/))) {
      if (w.deleteFails) return jsonResponse(w.deleteFails, { message: "Server error" });
      w.libraries = w.libraries.filter((l) => l.id !== Number(m![1]));
      return jsonResponse(200, { message: "Deleted" });
    }
    if (get && /^libraries\/\d+\/books\/snapshot$/.test(path))
      return snapshotResponse(w.books.map(toWire));
    if (get && /^libraries\/\d+\/books$/.test(path))
      return page(
        w.books.filter((b) => has(`${b.book.title} ${b.book_code}`, term)),
        n,
        per,
      );
    if (get && /^libraries\/\d+\/members\/my-membership$/.test(path))
      return jsonResponse(200, { data: w.myMembership && toWire(w.myMembership) });
    // The server's rule: members and staff see the member list; staff every loan, a member theirs.
    const staff = w.myMembership?.roles.some((r) =>
      r.permissions.some((p) => STAFF.includes(p.name)),
    );
    if (get && /^libraries\/\d+\/(members|book-issues)(\/snapshot)?$/.test(path) && !w.myMembership)
      return jsonResponse(403, { message: "Refused" });
    if (get && /^libraries\/\d+\/members\/snapshot$/.test(path))
      return wholeListResponse(w.members.map(toWire));
    if (get && /^libraries\/\d+\/members$/.test(path))
      return page(
        w.members.filter((x) => has(`${x.first_name} ${x.member_code}`, term)),
        n,
        per,
      );
    if (get && /^libraries\/\d+\/book-issues$/.test(path))
      return page(
        w.issues.filter((i) => staff || i.library_member.user?.id === me.id),
        n,
        w.perPage,
      );
    if (get && /^libraries\/\d+\/member-requests\/my-request$/.test(path))
      return jsonResponse(200, {
        data: w.myRequest
          ? wire({ id: 4, library_id: 1, user_id: me.id, created_at: "2026-11-22T10:00:00Z" })
          : null,
      });
    if (request.method === "POST" && /^libraries\/\d+\/member-requests$/.test(path)) {
      w.myRequest = true;
      return jsonResponse(201, {
        data: wire({ id: 4, library_id: 1, user_id: me.id, created_at: "2026-11-22T10:00:00Z" }),
      });
    }
    if (get && /^libraries\/\d+\/following-by-me$/.test(path))
      return w.following
        ? jsonResponse(200, { data: wire({ id: 1, followable_type: "App\\Models\\Library" }) })
        : new Response("", { status: 200 });
    if (request.method === "POST" && /^libraries\/\d+\/follow$/.test(path)) {
      w.following = true;
      return jsonResponse(201, { message: "Followed" });
    }
    if (request.method === "DELETE" && /^libraries\/\d+\/unfollow$/.test(path)) {
      w.following = false;
      return jsonResponse(200, { message: "Unfollowed" });
    }
    if (get && /^libraries\/\d+\/followers$/.test(path))
      return jsonResponse(200, {
        data: [
          wire({
            id: 1,
            user: { ...me, id: 9, first_name: "Follower" },
            followable_type: "App\\Models\\Library",
          }),
        ],
        meta: { total: 1 },
      });
    if (get && /^libraries\/\d+\/posts$/.test(path)) return page([], 1, 10);
    if (
      request.method === "POST" &&
      (m = path.match(/^libraries\/(\d+)\/upload-(logo|cover-photo)$/))
    ) {
      const form = await request.formData();
      const file = form.get(m[2] === "logo" ? "logo" : "cover");
      // The file is the fetch implementation's own Blob type, not jsdom's.
      if (file === null || typeof file === "string")
        return jsonResponse(422, { message: "No file" });
      w.uploads.push({ field: m[2]!, type: file.type });
      return jsonResponse(200, { data: `/uploads/${m[2]}-${w.uploads.length}.png` });
    }
    return jsonResponse(404, { message: `No fake for ${request.method} ${path}` });
  });
  let isOnline = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => isOnline);
  w.online = (value) => {
    isOnline = value;
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  };
  return w;
}
