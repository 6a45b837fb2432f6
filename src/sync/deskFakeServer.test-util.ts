// A small stateful fake of the desk's member and loan routes for sync tests, with idempotency and 409s.
import { toResource } from "../api/schemas/resource";
import { jsonResponse, type Handler } from "./testing";

interface Member {
  id: number;
  member_code: string;
  first_name: string;
  surname: string | null;
  mobile: string | null;
}
interface Loan {
  id: number;
  copyId: number;
  memberId: number;
  issued_at: string;
  due_at: string;
  collected_at: string | null;
}

export interface DeskServer {
  handler: Handler;
  requests: { method: string; path: string; key: string | null; body: unknown }[];
  members: Map<number, Member>;
  loans: Map<number, Loan>;
  /** Copies the server knows, by id: code and title. */
  copies: Map<number, { code: string; title: string }>;
}

const memberRecord = (m: Member) => ({
  ...m,
  nickname: null,
  photo_url: null,
  total_reading_books: 0,
  total_has_read_books: 0,
  library_id: 1,
  user_id: null,
  user: { id: null, first_name: m.first_name, surname: m.surname, nickname: null, photo_url: null },
  roles: [],
  address: null,
  active: true,
  joined_at: "2026-11-22T10:00:00.000Z",
  open_loans: 0,
});

export function deskServer(): DeskServer {
  let nextId = 900;
  const seen = new Map<string, Response>();
  const s: DeskServer = {
    requests: [],
    members: new Map(),
    loans: new Map(),
    copies: new Map([
      [70, { code: "AP-00070", title: "Gitanjali" }],
      [71, { code: "AP-00071", title: "Pather Panchali" }],
    ]),
    handler: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, "");
      const key = request.headers.get("Idempotency-Key");
      const body: unknown =
        request.method === "GET" ? null : await request.json().catch(() => null);
      s.requests.push({ method: request.method, path, key, body });
      if (key && seen.has(key)) return seen.get(key)!.clone();
      const answer = route(request.method, path, (body ?? {}) as Record<string, unknown>);
      if (key) seen.set(key, answer.clone());
      return answer;
    },
  };
  const loanRecord = (l: Loan) => {
    const m = s.members.get(l.memberId)!;
    const c = s.copies.get(l.copyId)!;
    return {
      id: l.id,
      library_id: 1,
      library_member: { ...memberRecord(m), user: memberRecord(m).user },
      library_book: {
        id: l.copyId,
        book_code: c.code,
        book: { id: 5, title: c.title, cover_url: null },
      },
      issued_at: l.issued_at,
      collected_at: l.collected_at,
      due_at: l.due_at,
      renewals: 0,
      days_overdue: 0,
    };
  };
  function route(method: string, path: string, body: Record<string, unknown>): Response {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "libraries/1/members") {
      const id = nextId++;
      const member: Member = {
        id,
        member_code: String(body.member_code ?? `AP-M${id}`),
        first_name: String(body.first_name),
        surname: (body.surname as string) ?? null,
        mobile: (body.mobile as string) ?? null,
      };
      s.members.set(id, member);
      return jsonResponse(201, { data: toResource(memberRecord(member)) });
    }
    if (method === "POST" && path === "libraries/1/book-issues") {
      const copyId = body.library_book_id;
      const memberId = body.library_member_id;
      if (typeof copyId !== "number" || typeof memberId !== "number" || !s.members.has(memberId))
        return jsonResponse(422, { message: "Unknown copy or member", errors: {} });
      const holder = [...s.loans.values()].find((l) => l.copyId === copyId && !l.collected_at);
      if (holder) {
        const who = s.members.get(holder.memberId)!;
        return jsonResponse(409, {
          message: "This copy is on loan.",
          reason: "book_on_loan",
          holder: { member_code: who.member_code, name: who.first_name },
        });
      }
      const id = nextId++;
      const loan: Loan = {
        id,
        copyId,
        memberId,
        issued_at: String(body.issued_at),
        due_at: String(body.due_at),
        collected_at: null,
      };
      s.loans.set(id, loan);
      return jsonResponse(201, { data: toResource(loanRecord(loan)), meta: { over_limit: false } });
    }
    if (method === "POST" && (m = path.match(/^libraries\/1\/book-issues\/(\d+)\/return$/))) {
      const loan = s.loans.get(Number(m[1]));
      if (!loan) return jsonResponse(404, { message: "No such loan" });
      loan.collected_at ??= String(body.returned_at);
      return jsonResponse(200, { data: toResource(loanRecord(loan)) });
    }
    return jsonResponse(404, { message: `No route ${method} ${path}` });
  }
  return s;
}
