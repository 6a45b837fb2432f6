// A desk screen opened before the desk settings ever reached the device (it went offline first): the
// stored membership's roles say what the reader may do, instead of refusing them.
import { renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import { metaKeys } from "../../../sync/keys";
import { reader } from "../../../sync/fakeServer.test-util";
import { freshMirror } from "../../../sync/testing";
import { renderWithProviders } from "../../../test/render";
import { LendScreen } from "./LendScreen";
import { MembersScreen } from "./MembersScreen";
import { useCirculation } from "./useCirculation";

const NO_ACCESS = "This part of the desk is for the library's staff with the right role.";
let db: MirrorDb;

const storeMembership = (permissions: string[]) =>
  db.meta.put({
    key: metaKeys.membership(1),
    value: {
      state: "member",
      member: {
        id: 9,
        member_code: "AP-M0001",
        library_id: 1,
        user_id: reader.id,
        first_name: "Rahim",
        surname: null,
        nickname: null,
        photo_url: null,
        total_reading_books: 0,
        total_has_read_books: 0,
        roles: [
          { id: 1, name: "staff", permissions: permissions.map((name, id) => ({ id, name })) },
        ],
      },
    },
  });

beforeEach(async () => {
  db = await freshMirror();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  useSession.getState().signIn("token", reader);
});
afterEach(() => vi.restoreAllMocks());

describe("desk powers before the desk settings are stored", () => {
  it("takes the powers from the stored membership once known", async () => {
    await storeMembership(["members_manage", "circulation"]);
    const { result } = renderHook(() => useCirculation(1));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.permissions).toEqual(["members_manage", "circulation"]);
    expect(await db.desk.count()).toBe(0);
  });

  it("opens the members desk for a stored member with members_manage", async () => {
    await storeMembership(["members_manage", "circulation"]);
    renderWithProviders(<MembersScreen libraryId={1} />);
    expect(await screen.findByRole("button", { name: "Add a member" })).toBeVisible();
    expect(screen.queryByText(NO_ACCESS)).toBeNull();
  });

  it("still refuses a stored member without the power", async () => {
    await storeMembership(["circulation"]);
    renderWithProviders(<MembersScreen libraryId={1} />);
    expect(await screen.findByText(NO_ACCESS)).toBeVisible();
  });

  it("lends for circulation staff", async () => {
    await storeMembership(["circulation"]);
    renderWithProviders(<LendScreen libraryId={1} />);
    expect(await screen.findByRole("button", { name: "Lend" })).toBeVisible();
    expect(screen.queryByText(NO_ACCESS)).toBeNull();
  });
});
