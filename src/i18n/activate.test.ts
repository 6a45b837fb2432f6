// The language choice is stored under `lang`, survives a "reload" and drives <html lang> and Intl digits.
import { i18n } from "@lingui/core";
import { activateInitialLocale, activateLocale } from "./activate";
import { LANG_KEY, storedLocale } from "./locales";
import { formatNumber } from "./format";

beforeEach(() => localStorage.clear());

describe("language persistence", () => {
  it("defaults to English when nothing is stored", async () => {
    expect(storedLocale()).toBe("en");
    await activateInitialLocale();
    expect(i18n.locale).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("stores the choice and restores it on the next start", async () => {
    await activateLocale("bn");
    expect(localStorage.getItem(LANG_KEY)).toBe("bn");
    expect(document.documentElement.lang).toBe("bn");
    expect(document.documentElement.dir).toBe("ltr");
    await activateLocale("en");
    localStorage.setItem(LANG_KEY, "bn");
    expect(await activateInitialLocale()).toBe("bn");
    expect(i18n.locale).toBe("bn");
  });

  it("ignores an unknown stored value", async () => {
    localStorage.setItem(LANG_KEY, "fr");
    expect(await activateInitialLocale()).toBe("en");
  });

  it("formats numbers with Bangla digits in bn", async () => {
    await activateLocale("bn");
    expect(formatNumber(2025)).toBe("২,০২৫");
    await activateLocale("en");
    expect(formatNumber(2025)).toBe("2,025");
  });
});
