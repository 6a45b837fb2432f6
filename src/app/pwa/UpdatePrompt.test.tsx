// The update prompt shows only when a new version waits; Reload applies it, the close button hides it.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { UpdatePrompt } from "./UpdatePrompt";
import { useUpdateState } from "./update-store";

beforeEach(() => {
  act(() => useUpdateState.getState().dismiss());
});

describe("UpdatePrompt", () => {
  it("renders nothing until a new version is waiting", () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByTestId("update-prompt")).toBeNull();
  });

  it("offers a reload that activates the waiting version", async () => {
    const apply = vi.fn();
    renderWithProviders(<UpdatePrompt />);
    act(() => useUpdateState.getState().offer(apply));
    expect(screen.getByRole("alert")).toHaveTextContent("A new version is ready");
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it("can be put off", async () => {
    renderWithProviders(<UpdatePrompt />);
    act(() => useUpdateState.getState().offer(vi.fn()));
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByTestId("update-prompt")).toBeNull();
  });

  it("speaks Bangla", () => {
    renderWithProviders(<UpdatePrompt />, { locale: "bn" });
    act(() => useUpdateState.getState().offer(vi.fn()));
    expect(screen.getByRole("alert")).toHaveTextContent("নতুন সংস্করণ প্রস্তুত");
    expect(screen.getByRole("button", { name: "আবার লোড করুন" })).toBeInTheDocument();
  });
});
