import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test/render";
import { Menu } from "./Menu";

function setup() {
  const edit = vi.fn();
  const report = vi.fn();
  const remove = vi.fn();
  renderWithProviders(
    <>
      <Menu
        label="Post actions"
        items={[
          { key: "edit", label: "Edit", onSelect: edit },
          { key: "report", label: "Report", onSelect: report, disabled: true },
          { key: "delete", label: "Delete", onSelect: remove, danger: true },
        ]}
      />
      <button type="button">Outside</button>
    </>,
  );
  return { edit, report, remove, button: screen.getByRole("button", { name: "Post actions" }) };
}

describe("Menu", () => {
  it("tells of intent when the pointer comes over its button, presses it or focus reaches it", async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    renderWithProviders(
      <Menu
        label="Post actions"
        items={[{ key: "edit", label: "Edit", onSelect: vi.fn() }]}
        onIntent={onIntent}
      />,
    );
    const button = screen.getByRole("button", { name: "Post actions" });
    expect(onIntent).not.toHaveBeenCalled();
    await user.hover(button);
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(button).toHaveFocus();
    expect(onIntent).toHaveBeenCalledTimes(2);
    await user.pointer({ keys: "[MouseLeft>]", target: button });
    expect(onIntent).toHaveBeenCalledTimes(3);
  });

  it("opens on click and runs the chosen action, then closes with focus on its button", async () => {
    const user = userEvent.setup();
    const { button, edit } = setup();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus();
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("is driven by the keyboard, skipping disabled items", async () => {
    const user = userEvent.setup();
    const { button, remove, report } = setup();
    button.focus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await user.keyboard("{ArrowDown}"); // wraps to the first
    expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus();
    await user.keyboard("{ArrowDown}"); // skips disabled Report
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus();
    await user.keyboard("{End}{Enter}");
    expect(remove).toHaveBeenCalledTimes(1);
    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "Report" }));
    expect(report).not.toHaveBeenCalled();
  });

  it("closes on Escape (focus back on the button) and on a click outside", async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("has a Bangla default name", () => {
    renderWithProviders(<Menu items={[]} />, { locale: "bn" });
    expect(screen.getByRole("button", { name: "আরও অপশন" })).toBeInTheDocument();
  });
});
