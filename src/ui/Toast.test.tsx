import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { msg } from "@lingui/core/macro";
import { renderWithProviders } from "../test/render";
import { MAX_TOASTS, dismissToast, toast, useToastStore } from "./toast";
import { ToastRegion } from "./ToastRegion";

afterEach(() => {
  useToastStore.getState().clear();
  vi.useRealTimers();
});

describe("toasts", () => {
  it("appear inside a polite live region that is always present", () => {
    renderWithProviders(<ToastRegion />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    act(() => {
      toast("Post saved", "success");
    });
    expect(region).toHaveTextContent("Post saved");
  });

  it("go away by themselves, or when dismissed", async () => {
    vi.useFakeTimers();
    renderWithProviders(<ToastRegion />);
    act(() => {
      toast("Short", "info", 1000);
      toast("Sticky", "error", 0);
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Short")).not.toBeInTheDocument();
    expect(screen.getByText("Sticky")).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss message" }));
    expect(screen.queryByText("Sticky")).not.toBeInTheDocument();
  });

  it("keeps only the newest few and translates descriptors when shown", () => {
    renderWithProviders(<ToastRegion />, { locale: "bn" });
    let first = 0;
    act(() => {
      first = toast("one", "info", 0);
      for (let i = 0; i < MAX_TOASTS; i++) toast(msg`Show password`, "info", 0);
    });
    expect(screen.queryByText("one")).not.toBeInTheDocument();
    expect(screen.getAllByText("পাসওয়ার্ড দেখান")).toHaveLength(MAX_TOASTS);
    act(() => dismissToast(first));
    expect(useToastStore.getState().toasts).toHaveLength(MAX_TOASTS);
  });
});
