// Each public page gets its own meta description and Open Graph tags, in the active language.
import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "../../test/render";

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

beforeEach(() => localStorage.clear());

describe("page meta", () => {
  it("describes the pricing page in English with matching Open Graph tags", async () => {
    await renderApp("/pricing", "en");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    await waitFor(() => expect(meta('meta[property="og:title"]')).toBe("Pricing | Pathagar"));
    expect(meta('meta[name="description"]')).toMatch(/monthly prices in Taka/);
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:locale"]')).toBe("en_US");
    expect(meta('meta[property="og:url"]')).toMatch(/\/pricing$/);
  });

  it("uses the Bangla description and locale in Bangla, and a default for pages without one", async () => {
    await renderApp("/about", "bn");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(meta('meta[property="og:locale"]')).toBe("bn_BD"));
    const about = meta('meta[name="description"]') ?? "";
    expect(about).toMatch(/[\u0980-\u09FF]/);
    expect(about).not.toMatch(/Who we are/);
  });
});
