// What the desk's contract tests start from: a fresh library, readers holding a card with given staff
// roles, and copies of the seeded Alokito library that no one has on loan.
import { verifyLibrary } from "./support/admin";
import { call, login, RAHIM, registerUser, type CallResult } from "./http";

export interface Reader {
  id: number;
  token: string;
  username: string;
}

export function ok<T = unknown>(res: CallResult, what: string, status = [200, 201]): T {
  if (!status.includes(res.status)) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body as T;
}

let seq = 0;

/** A library made by a fresh reader, who as its creator holds every staff power. */
export async function freshLibrary(
  title = "Desk Test Library",
  { pending = false }: { pending?: boolean } = {},
) {
  const owner = await registerUser({ first_name: "Desk", surname: "Owner" });
  const name = `desk-${Date.now().toString(36)}-${process.pid % 1000}-${(seq += 1)}`;
  const id = ok<{ data: number }>(
    await call("/api/libraries", { token: owner.token, json: { name, title } }),
    "library",
  ).data;
  // New libraries start pending; most desk tests need one whose staff may reach readers' accounts.
  if (!pending) await verifyLibrary(id);
  return { id, name, owner };
}

/** The seeded Alokito library and its creator Rahim. */
export async function alokito() {
  const token = await login(RAHIM);
  const res = await call("/api/searches/alokito", { token });
  return { id: ok<{ data: { id: number } }>(res, "alokito").data.id, token };
}

/**
 * A fresh reader who asked to join and was accepted by `staffToken`, then given `roles`; their card's
 * id as `memberId`.
 */
export async function memberWithRoles(
  libraryId: number,
  staffToken: string,
  roles: string[] = [],
): Promise<Reader & { memberId: number }> {
  const reader = await registerUser({ first_name: "Desk", surname: roles.join(" ") || "Member" });
  const asked = ok<{ data: { id: number } }>(
    await call(`/api/libraries/${libraryId}/member-requests`, { token: reader.token, json: {} }),
    "member request",
  );
  const card = ok<{ data: { id: number } }>(
    await call(`/api/libraries/${libraryId}/member-requests/${asked.data.id}/accept`, {
      token: staffToken,
      json: {},
    }),
    "accept",
  );
  if (roles.length)
    ok(
      await call(`/api/libraries/${libraryId}/members/${card.data.id}/roles`, {
        method: "PUT",
        token: staffToken,
        json: { roles },
      }),
      "roles",
    );
  return { ...reader, memberId: card.data.id };
}

/** A walk-in card in the library (no account); its id. */
export async function walkIn(libraryId: number, staffToken: string, fields = {}) {
  const res = await call(`/api/libraries/${libraryId}/members`, {
    token: staffToken,
    json: { first_name: "Walk", surname: "In", mobile: "01755000000", ...fields },
  });
  return ok<{ data: { id: number; attributes: { member_code: string } } }>(res, "walk-in").data;
}

const taken = new Set<number>();

/**
 * `n` copies of the library with no open loan, from a page picked at random (test files run at once
 * and each takes its own copies), never handed out twice in this file.
 */
export async function freeCopies(libraryId: number, token: string, n: number): Promise<number[]> {
  const found: number[] = [];
  while (found.length < n) {
    const page = 20 + Math.floor(Math.random() * 170);
    const res = await call(`/api/libraries/${libraryId}/books?page=${page}`, { token });
    for (const copy of ok<{ data: { id: number }[] }>(res, "books").data) {
      if (found.length === n || taken.has(copy.id)) continue;
      const loans = await call(
        `/api/libraries/${libraryId}/book-issues?book=${copy.id}&status=open`,
        {
          token,
        },
      );
      if (loans.body.meta.total === 0) {
        taken.add(copy.id);
        found.push(copy.id);
      }
    }
  }
  return found;
}
