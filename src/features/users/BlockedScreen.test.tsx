// Blocked people against a fake API: the server's list, Unblock asked first, the row waiting to be sent,
// then gone once the unblock lands.
import { afterEach, beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { configureApi } from "../../api/client";
import { useSession } from "../../session/session";
import type { MirrorDb } from "../../db";
import { author, reader } from "../../sync/fakeServer.test-util";
import { replayQueue } from "../../sync/engine";
import { fakeApi, freshMirror, jsonResponse } from "../../sync/testing";
import { wireAll } from "../../api/wire.test-util";
import { renderWithRouter } from "../../test/render";
import { BlockedScreen } from "./BlockedScreen";

let db: MirrorDb;
/** The server's blocks by id. */
let held: Set<number>;
const name = `${author.first_name} ${author.surname}`;

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
  held = new Set([900]);
  fakeApi(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    if (request.method === "DELETE" && path === "blocks/900") {
      held.delete(900);
      return jsonResponse(200, { message: "Unblocked." });
    }
    const data = wireAll(
      [...held].map((id) => ({
        id,
        blockable_type: "User",
        blockable_id: author.id,
        blockable: author,
        created_at: "2026-11-25T10:00:00.000Z",
      })),
    );
    return jsonResponse(200, {
      data,
      links: { prev: null, next: null },
      meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
    });
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

it("lists the server's blocks; Unblock asks, waits to be sent, and the row goes once it lands", async () => {
  const user = userEvent.setup();
  await renderWithRouter(<BlockedScreen />, { path: "/users/me/blocked" });
  const row = await screen.findByTestId("blocked-person");
  expect(row).toHaveTextContent(name);

  await user.click(within(row).getByRole("button", { name: /^Unblock/ }));
  await user.click(await screen.findByRole("button", { name: "No" }));
  expect(await db.outbox.count()).toBe(0);

  await user.click(within(row).getByRole("button", { name: /^Unblock/ }));
  await user.click(await screen.findByRole("button", { name: "Yes, unblock" }));
  await within(row).findByText("Unblocked");
  expect(within(row).queryByRole("button", { name: /^Unblock/ })).toBeNull();
  expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(["block.delete"]);
  expect(held.has(900)).toBe(true);

  expect(await replayQueue(db)).toEqual({ reason: "empty" });
  expect(held.has(900)).toBe(false);
  expect(await screen.findByText("You have not blocked anyone.")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId("blocked-person")).toBeNull());
});
