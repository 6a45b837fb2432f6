// The library menu's badge on a device that does not hold the library yet (a desk page opened by its
// address): the title the server answers, kept on the device; "Library" while offline, the title once back.
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { LibraryBadgeName } from "./LibraryBadgeName";
import { libraryWorld } from "./libraryTestKit.test-util";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const libraryReads = (w: Awaited<ReturnType<typeof libraryWorld>>) =>
  w.requests.filter((r) => r.path === "libraries/1").length;

describe("LibraryBadgeName", () => {
  it("asks the server for a library the device does not hold, and keeps it", async () => {
    const w = await libraryWorld();
    renderWithProviders(<LibraryBadgeName id={1} />);
    expect(await screen.findByText("Alokito Pathagar")).toBeVisible();
    expect(await w.db.libraries.get(1)).toMatchObject({ title: "Alokito Pathagar" });
    expect(libraryReads(w)).toBe(1);
  });

  it("says Library offline, and the title once back online", async () => {
    const w = await libraryWorld();
    w.online(false);
    renderWithProviders(<LibraryBadgeName id={1} />);
    expect(await screen.findByText("Library")).toBeVisible();
    expect(libraryReads(w)).toBe(0);
    act(() => w.online(true));
    expect(await screen.findByText("Alokito Pathagar")).toBeVisible();
  });

  it("reads the device's copy without asking the server", async () => {
    const w = await libraryWorld();
    await w.db.libraries.put({ ...w.libraries[0]!, title: "Alokito (kept)" });
    renderWithProviders(<LibraryBadgeName id={1} />);
    expect(await screen.findByText("Alokito (kept)")).toBeVisible();
    expect(libraryReads(w)).toBe(0);
  });
});
