import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { renderWithProviders } from "../test/render";
import { VideoEmbed } from "./VideoEmbed";

afterEach(() => vi.restoreAllMocks());

describe("VideoEmbed", () => {
  it("frames an accepted link on the privacy-friendly host, sandboxed and lazy", () => {
    renderWithProviders(
      <VideoEmbed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="How to join" />,
    );
    const frame = screen.getByTitle("How to join");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame.getAttribute("sandbox")).toContain("allow-scripts");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
  });

  it("frames nothing for other links", () => {
    const { container } = renderWithProviders(
      <VideoEmbed
        url="https://evil.example/watch?v=dQw4w9WgXcQ"
        title="x"
        fallback={<a href="https://evil.example">link</a>}
      />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: "link" })).toBeInTheDocument();
    const { container: other } = renderWithProviders(
      <VideoEmbed url="javascript:alert(1)" title="x" />,
    );
    expect(other.querySelector("iframe")).toBeNull();
  });

  it("says it needs the internet when offline, and loads when back online", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithProviders(<VideoEmbed url="https://vimeo.com/76979871" title="Tour" />, {
      locale: "bn",
    });
    expect(screen.queryByTitle("Tour")).not.toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("ইন্টারনেট");
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getByTitle("Tour")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871",
    );
  });
});
