import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "../test/render";
import { colourIndex } from "../lib/initials";
import { AVATAR_COLOURS, Avatar } from "./Avatar";

describe("Avatar", () => {
  it("shows the photo named after the person", () => {
    renderWithProviders(<Avatar name="Rahim Uddin" src="/uploads/p.jpg" size={96} />);
    const img = screen.getByRole("img", { name: "Rahim Uddin" });
    expect(img.tagName).toBe("IMG");
    expect(img).toHaveAttribute("width", "96");
  });

  it("falls back to coloured initials without a photo or when it fails to load", () => {
    const { rerender } = renderWithProviders(<Avatar name="সাকিব হাসান" />);
    const initials = screen.getByRole("img", { name: "সাকিব হাসান" });
    expect(initials).toHaveTextContent("সাহা");
    expect(initials).toHaveClass(`ui-avatar--c${colourIndex("সাকিব হাসান", AVATAR_COLOURS)}`);

    rerender(<Avatar name="Rahim Uddin" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Rahim Uddin" }));
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("RU");
  });

  it("is hidden from screen readers when decorative", () => {
    renderWithProviders(<Avatar name="Rahim" decorative />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByTestId("avatar-initials")).toHaveAttribute("aria-hidden", "true");
  });
});
