import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/errors";
import type { LibraryMember } from "../../api/schemas";
import { resolveMembership, type MembershipSources } from "../../sync/membership";
import { canEditLibrary, effectiveMembership } from "./membership";

const card = (permissions: string[] = []): LibraryMember => ({
  id: 9,
  member_code: "M-0009",
  first_name: "Rahim",
  surname: "Uddin",
  nickname: null,
  photo_url: null,
  total_reading_books: 1,
  total_has_read_books: 4,
  library_id: 1,
  user_id: 1,
  user: { id: 1, first_name: "Rahim", surname: "Uddin", nickname: null, photo_url: null },
  roles: [{ name: "admin", permissions: permissions.map((name) => ({ name })) }],
});
const request = { id: 3, library_id: 1, user_id: 2, created_at: "2026-11-22T10:00:00Z" };
const http = (status: number) => new ApiError(status, "http", `Error ${status}`);
const offline = () => new ApiError(0, "network", "Failed to fetch");

function sources(
  membership: () => Promise<{ data: LibraryMember | null }>,
  myRequest: () => Promise<{
    data: (typeof request & { status?: "pending" | "declined"; reason?: string | null }) | null;
  }>,
) {
  const s: MembershipSources = { myMembership: vi.fn(membership), myRequest: vi.fn(myRequest) };
  return s;
}

describe("resolveMembership (SPEC §4: own membership → my request → none)", () => {
  it("is member when the membership call answers a card, and does not ask for a request", async () => {
    const s = sources(
      async () => ({ data: card() }),
      async () => ({ data: request }),
    );
    expect(await resolveMembership(s)).toEqual({ state: "member", member: card() });
    expect(s.myRequest).not.toHaveBeenCalled();
  });

  it("is requested when there is no membership but a request", async () => {
    const s = sources(
      async () => ({ data: null }),
      async () => ({ data: request }),
    );
    expect(await resolveMembership(s)).toEqual({ state: "requested", member: null });
  });

  it("is declined, with the library's reason, when the request was declined", async () => {
    const s = sources(
      async () => ({ data: null }),
      async () => ({ data: { ...request, status: "declined", reason: "ঠিকানা মেলেনি" } }),
    );
    expect(await resolveMembership(s)).toEqual({
      state: "declined",
      member: null,
      reason: "ঠিকানা মেলেনি",
    });
  });

  it("asks for the request when the membership call fails (404, 500)", async () => {
    for (const status of [404, 500]) {
      const s = sources(
        () => Promise.reject(http(status)),
        async () => ({ data: request }),
      );
      expect((await resolveMembership(s))?.state).toBe("requested");
    }
  });

  it("is none when neither exists, or when the request call fails too", async () => {
    expect(
      await resolveMembership(
        sources(
          async () => ({ data: null }),
          async () => ({ data: null }),
        ),
      ),
    ).toEqual({ state: "none", member: null });
    expect(
      (
        await resolveMembership(
          sources(
            () => Promise.reject(http(404)),
            () => Promise.reject(http(404)),
          ),
        )
      )?.state,
    ).toBe("none");
  });

  it("answers null (keep what is stored) when the server cannot be reached", async () => {
    expect(
      await resolveMembership(
        sources(
          () => Promise.reject(offline()),
          async () => ({ data: null }),
        ),
      ),
    ).toBeNull();
    expect(
      await resolveMembership(
        sources(
          async () => ({ data: null }),
          () => Promise.reject(new ApiError(0, "timeout", "slow")),
        ),
      ),
    ).toBeNull();
  });
});

describe("effectiveMembership", () => {
  it("shows a request queued on this device as requested", () => {
    expect(effectiveMembership(undefined, { pending: true }).state).toBe("requested");
    expect(effectiveMembership({ state: "none", member: null }, { pending: true }).state).toBe(
      "requested",
    );
  });
  it("keeps member over a request, and defaults to none", () => {
    const member = { state: "member" as const, member: card() };
    expect(effectiveMembership(member, { pending: true })).toBe(member);
    expect(effectiveMembership(undefined, undefined).state).toBe("none");
  });
});

describe("canEditLibrary", () => {
  it("needs the library_edit permission on one of the member's roles", () => {
    expect(canEditLibrary({ state: "member", member: card(["library_edit"]) })).toBe(true);
    expect(canEditLibrary({ state: "member", member: card(["issue_books"]) })).toBe(false);
    expect(canEditLibrary({ state: "none", member: null })).toBe(false);
  });
});
