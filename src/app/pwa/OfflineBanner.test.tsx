// The offline banner follows navigator.onLine and the online/offline events, in both languages.
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { OfflineBanner } from "./OfflineBanner";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

afterEach(() => vi.restoreAllMocks());

describe("OfflineBanner", () => {
  it("is hidden while online", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByTestId("offline-banner")).toBeNull();
  });

  it("appears when the network goes and disappears when it returns", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    renderWithProviders(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent(/You are offline/);
    goOffline(false);
    expect(screen.queryByTestId("offline-banner")).toBeNull();
  });

  it("shows at start when the app opens offline, in Bangla", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithProviders(<OfflineBanner />, { locale: "bn" });
    expect(screen.getByTestId("offline-banner")).toHaveTextContent(/অফলাইনে/);
  });
});
