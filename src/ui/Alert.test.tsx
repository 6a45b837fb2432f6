import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test/render";
import { Alert } from "./Alert";

describe("Alert", () => {
  it("is announced, carries its tone and has no close button unless dismissible", () => {
    renderWithProviders(
      <Alert tone="error" title="Could not save">
        Try again
      </Alert>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Could not save");
    expect(alert).toHaveAttribute("data-tone", "error");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("calls onDismiss from its close button (in Bangla too)", async () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <Alert tone="success" onDismiss={onDismiss}>
        সংরক্ষিত
      </Alert>,
      { locale: "bn" },
    );
    await userEvent.click(screen.getByRole("button", { name: "বার্তাটি বন্ধ করুন" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
