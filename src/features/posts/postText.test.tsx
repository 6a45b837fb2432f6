// Post and comment text (the kit's RichText): line breaks kept, links clickable, HTML and script payloads inert.
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { RichText } from "../../ui/RichText";

describe("post text", () => {
  it("keeps line breaks as <br> and shows blank lines", () => {
    const { container } = renderWithProviders(<RichText text={"one\ntwo\n\nfour"} />);
    expect(container.querySelectorAll("br")).toHaveLength(3);
    expect(container.textContent).toBe("onetwofour");
  });

  it("shows HTML as text: no script, no image, no handler runs", () => {
    const payload = `<script>window.__x=1</script><img src=x onerror="window.__x=2"><b>bold</b>`;
    const { container } = renderWithProviders(<RichText text={payload} />);
    expect(container.querySelector("script, img, b")).toBeNull();
    expect(container.textContent).toBe(payload);
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it("makes http links clickable in a new tab, and javascript: links plain text", () => {
    const { container } = renderWithProviders(
      <RichText
        text={"https://pathagar.org/x and javascript:alert(1) and [a](javascript:alert(2))"}
      />,
    );
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://pathagar.org/x"]);
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]?.getAttribute("rel")).toContain("noopener");
    expect(container.textContent).toContain("javascript:alert(1)");
  });
});
