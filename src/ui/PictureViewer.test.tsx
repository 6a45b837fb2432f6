// The picture viewer: opened from its picture, zoom buttons, a downward swipe and Esc close it, focus comes back.
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test/render";
import { ViewablePicture } from "./ViewablePicture";

const open = async () => {
  renderWithProviders(<ViewablePicture src="/uploads/a.png" label="Cover of Gitanjali" alt="" />);
  const button = screen.getByRole("button", { name: "Cover of Gitanjali: open full screen" });
  await userEvent.click(button);
  const dialog = await screen.findByRole("dialog", { name: "Cover of Gitanjali" });
  return { button, dialog };
};

const shown = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLImageElement>(".picture-viewer__image")!;

describe("PictureViewer", () => {
  it("opens full screen from its picture and closes with Esc, giving focus back", async () => {
    const { button, dialog } = await open();
    expect(shown(dialog).getAttribute("src")).toBe("/uploads/a.png");
    expect(shown(dialog).alt).toBe("Cover of Gitanjali");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it("zooms in and out with its buttons, within 1× to 5×", async () => {
    const { dialog } = await open();
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    const zoomOut = screen.getByRole("button", { name: "Zoom out" });
    expect(zoomOut).toBeDisabled();
    await userEvent.click(zoomIn);
    expect(Number(shown(dialog).dataset.scale)).toBeCloseTo(1.5);
    for (let i = 0; i < 6; i += 1)
      if (!zoomIn.hasAttribute("disabled")) await userEvent.click(zoomIn);
    expect(Number(shown(dialog).dataset.scale)).toBe(5);
    expect(zoomIn).toBeDisabled();
    await userEvent.click(zoomOut);
    expect(Number(shown(dialog).dataset.scale)).toBeCloseTo(5 / 1.5);
  });

  it("closes on a downward swipe, not on a short one", async () => {
    await open();
    const stage = screen.getByTestId("picture-viewer-stage");
    const swipe = (dy: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(stage, { pointerId: 1, clientX: 102, clientY: 100 + dy });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: 102, clientY: 100 + dy });
    };
    swipe(20);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    swipe(300);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes with its close button", async () => {
    await open();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
