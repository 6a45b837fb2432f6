// Persistent storage: asked for on sign-in, remembered in the sync state, and the sync panel says so when refused.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { SyncPanel } from "../../features/sync/SyncPanel";
import { requestPersistentStorage } from "./storage";
import { useSyncStore } from "./store";
import { freshMirror } from "../testing";

function fakeStorage(persisted: boolean, grant: boolean | Error) {
  const persist = vi.fn(async () => {
    if (grant instanceof Error) throw grant;
    return grant;
  });
  Object.defineProperty(navigator, "storage", {
    configurable: true,
    value: { persisted: vi.fn(async () => persisted), persist },
  });
  return persist;
}

beforeEach(async () => {
  await freshMirror();
  useSyncStore.setState({ storagePersisted: null });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "storage");
  vi.restoreAllMocks();
});

describe("persistent storage", () => {
  it("already persisted: not asked again, no message", async () => {
    const persist = fakeStorage(true, false);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(useSyncStore.getState().storagePersisted).toBe(true);
    renderWithProviders(<SyncPanel onClose={() => {}} />);
    expect(screen.queryByTestId("storage-not-persisted")).not.toBeInTheDocument();
  });

  it("granted on asking: no message", async () => {
    fakeStorage(false, true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(useSyncStore.getState().storagePersisted).toBe(true);
  });

  it.each([
    ["refused", false],
    ["the call fails", new Error("nope")],
  ] as const)("%s: remembered, and the sync panel says so", async (_, answer) => {
    fakeStorage(false, answer);
    expect(await requestPersistentStorage()).toBe(false);
    expect(useSyncStore.getState().storagePersisted).toBe(false);
    renderWithProviders(<SyncPanel onClose={() => {}} />);
    expect(screen.getByTestId("storage-not-persisted")).toHaveTextContent(
      /did not agree to keep the app’s data/,
    );
  });

  it("in Bangla", async () => {
    fakeStorage(false, false);
    await requestPersistentStorage();
    renderWithProviders(<SyncPanel onClose={() => {}} />, { locale: "bn" });
    expect(screen.getByTestId("storage-not-persisted").textContent).toMatch(/[\u0980-\u09FF]/);
  });
});
