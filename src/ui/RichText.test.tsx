import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../test/render";
import { RichText } from "./RichText";

describe("RichText", () => {
  it("keeps line breaks and opens links in a new tab without an opener", () => {
    const { container } = renderWithProviders(
      <RichText text={"প্রথম লাইন\nদেখুন https://example.com/book?id=1."} />,
    );
    expect(container.querySelectorAll("br")).toHaveLength(1);
    const link = screen.getByRole("link", { name: "https://example.com/book?id=1" });
    expect(link).toHaveAttribute("href", "https://example.com/book?id=1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.textContent).toBe("প্রথম লাইনদেখুন https://example.com/book?id=1.");
  });

  it("shows markup as text and never creates elements from it", () => {
    const { container } = renderWithProviders(
      <RichText
        text={'<img src=x onerror="alert(1)"><script>alert(2)</script> javascript:alert(3)'}
      />,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.textContent).toContain("<script>alert(2)</script>");
  });
});
