// The theme choice: applied to <html> and the theme-color metas, kept on the device, and read back.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applyTheme,
  chooseTheme,
  onThemeChosenElsewhere,
  storedTheme,
  THEME_COLORS,
  THEME_KEY,
} from "./choice";

const metas = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);

beforeEach(() => {
  for (const scheme of ["light", "dark"] as const) {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.media = `(prefers-color-scheme: ${scheme})`;
    meta.content = THEME_COLORS[scheme];
    document.head.append(meta);
  }
});
afterEach(() => {
  document.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.remove());
  document.documentElement.removeAttribute("data-theme");
  localStorage.clear();
});

describe("theme choice", () => {
  it("applies dark to the page and both bar colours, and keeps it", () => {
    chooseTheme("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(metas()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    expect(storedTheme()).toBe("dark");
  });

  it("goes back to the device's setting: no attribute, each meta its own colour, nothing stored", () => {
    chooseTheme("light");
    expect(metas()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    chooseTheme("system");
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
    expect(metas()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
    expect(localStorage.getItem("theme")).toBeNull();
    expect(storedTheme()).toBe("system");
  });

  it("reads anything else stored as the device's setting", () => {
    localStorage.setItem("theme", "<script>");
    expect(storedTheme()).toBe("system");
  });

  it("follows a choice made in another tab, and stops when unsubscribed", () => {
    const stop = onThemeChosenElsewhere(applyTheme);
    // What another tab's chooseTheme("dark") does here: the storage changes and a storage event comes.
    localStorage.setItem(THEME_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY, newValue: "dark" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(metas()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);

    localStorage.removeItem(THEME_KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY, newValue: null }));
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
    expect(metas()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);

    // Other keys change nothing; after unsubscribing neither does the theme's.
    localStorage.setItem(THEME_KEY, "light");
    window.dispatchEvent(new StorageEvent("storage", { key: "lang", newValue: "bn" }));
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY, newValue: "light" }));
    expect(document.documentElement.hasAttribute("data-theme")).toBe(false);
  });
});
