// /desk, the shortcut's way in: straight to the one desk a person staffs (the camera open to take a book back
// when asked), a choice between several, and why there is none.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { wire } from "../../api/wire.test-util";
import type { MirrorDb } from "../../db";
import { useSession } from "../../session/session";
import { reader } from "../../sync/fakeServer.test-util";
import { fakeApi, freshMirror, jsonResponse } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { makeLibrary } from "../libraries/libraryTestKit.test-util";
import { deskRow } from "./books/bookDesk.test-util";
import { DeskChooser } from "./DeskChooser";

let db: MirrorDb;
const online = (value: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(value);

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
  fakeApi(() => {
    throw new TypeError("Failed to fetch");
  });
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("DeskChooser", () => {
  it("goes offline straight to the one kept desk, at its camera when asked to scan", async () => {
    online(false);
    await db.desk.put(deskRow(7, ["circulation"]));
    const { router } = await renderWithRouter(<DeskChooser goal="return" />, { path: "/desk" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/libraries/7/desk/return"));
    expect(router.state.location.search).toEqual({ scan: true });
  });

  it("opens the desk's home for staff who do not lend", async () => {
    online(false);
    await db.desk.put(deskRow(7, ["books_manage"]));
    const { router } = await renderWithRouter(<DeskChooser goal="return" />, { path: "/desk" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/libraries/7/desk"));
  });

  it("asks which library when the person staffs several, by title", async () => {
    online(false);
    await db.desk.bulkPut([deskRow(7, ["circulation"]), deskRow(8, ["books_manage"])]);
    await db.libraries.bulkPut([
      makeLibrary(7, { name: "shapla", title: "Shapla Pathagar" }),
      makeLibrary(8, { name: "alokito", title: "Alokito Pathagar" }),
    ]);
    await renderWithRouter(<DeskChooser />, { path: "/desk" });
    const list = await screen.findByRole("list", { name: "Libraries you staff" });
    expect(
      [...list.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Alokito Pathagar", "/libraries/8/desk"],
      ["Shapla Pathagar", "/libraries/7/desk"],
    ]);
  });

  it("says, offline, that no desk is kept on this device yet", async () => {
    online(false);
    await renderWithRouter(<DeskChooser />, { path: "/desk" });
    expect(await screen.findByText(/No library desk is kept on this device yet/)).toBeVisible();
  });

  it("finds online the desks of the person's libraries, and keeps none where they are not staff", async () => {
    online(true);
    const asked: string[] = [];
    fakeApi((request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, "");
      asked.push(path);
      if (/^users\/\d+\/libraries$/.test(path))
        return jsonResponse(200, {
          data: [7, 8].map((id) =>
            wire(makeLibrary(id, { name: `l${id}`, title: `Library ${id}` })),
          ),
          links: { prev: null, next: null },
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
        });
      if (path === "libraries/8/desk")
        return jsonResponse(200, {
          data: {
            id: 8,
            attributes: {
              id: 8,
              permissions: ["circulation"],
              loan_period_days: 14,
              loan_limit: 3,
              book_code_prefix: "AP",
              next_book_code: "AP-03001",
              next_member_code: "AP-M0301",
            },
          },
        });
      return jsonResponse(403, { message: "Staff only." });
    });
    const { router } = await renderWithRouter(<DeskChooser goal="return" />, { path: "/desk" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/libraries/8/desk/return"));
    expect(asked).toContain("libraries/7/desk");
    expect(await db.desk.get(7)).toBeUndefined();
  });

  it("tells a reader who staffs no library, online", async () => {
    online(true);
    fakeApi(() =>
      jsonResponse(200, {
        data: [],
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
      }),
    );
    await renderWithRouter(<DeskChooser />, { path: "/desk" });
    expect(await screen.findByText(/You are not on the staff of any library/)).toBeVisible();
  });
});
