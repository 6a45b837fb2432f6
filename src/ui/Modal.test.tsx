import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState, type RefObject } from "react";
import { renderWithProviders } from "../test/render";
import { ConfirmDialog } from "./ConfirmDialog";
import { Modal } from "./Modal";

function Harness({
  onClose,
  initialFocus,
}: {
  onClose?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Edit post"
        initialFocus={initialFocus}
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Body" />
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is a labelled modal dialog that focuses its first field and traps Tab", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Edit post" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByLabelText("Body")).toHaveFocus();
    await user.tab(); // Save
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
    await user.tab(); // wraps to the close button (first in the dialog)
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true }); // wraps back to the last
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
  });

  it("closes on Esc and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("makes the page behind inert while open and restores it", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(container.inert).toBe(true);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(container.inert).toBe(false);
  });

  it("has focus inside as soon as it is in the page, before any later task (a click, a key) can run", async () => {
    // An update outside a click (a dialog loaded on demand, a timer): React leaves plain effects for later.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      function Late() {
        const [shown, setShown] = useState(false);
        useEffect(() => {
          const show = () => setShown(true);
          window.addEventListener("open-late", show);
          return () => window.removeEventListener("open-late", show);
        }, []);
        return (
          <Modal open={shown} onClose={() => setShown(false)} title="Start a discussion">
            <input aria-label="Title" />
            <textarea aria-label="Body" />
          </Modal>
        );
      }
      renderWithProviders(<Late />);
      const focusedOnArrival = new Promise<Element | null>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector("[role=dialog]")) return;
          observer.disconnect();
          resolve(document.activeElement);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      setTimeout(() => window.dispatchEvent(new Event("open-late")), 0);
      expect(await focusedOnArrival).toBe(screen.getByLabelText("Title"));
    } finally {
      act.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});

describe("ConfirmDialog", () => {
  it("focuses Cancel, confirms or cancels", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Delete this post?"
        confirmLabel="Delete"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        It cannot be undone.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete this post?" });
    expect(dialog).toHaveAccessibleDescription("It cannot be undone.");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("cannot be dismissed while busy", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        busy
        title="বাতিল করবেন?"
        confirmLabel="হ্যাঁ"
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
      { locale: "bn" },
    );
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "বন্ধ করুন" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "হ্যাঁ" })).toHaveAttribute("aria-busy", "true");
  });
});
