// The language choice is stored under `lang`, survives a "reload" and drives <html lang> and Intl digits.
import { i18n } from "@lingui/core";
import { activateInitialLocale, activateLocale } from "./activate";
import { LANG_COOKIE, LANG_KEY, storedLocale } from "./locales";
import { formatNumber } from "./format";
import { KEEP_BANGLA_FILES } from "../lib/keepOffline";

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

  it("writes the pathagar_lang cookie for the server on every activation", async () => {
    const written = vi.spyOn(Document.prototype, "cookie", "set");
    try {
      await activateLocale("bn");
      expect(written).toHaveBeenLastCalledWith(
        "pathagar_lang=bn; Path=/; Max-Age=31536000; SameSite=Strict",
      );
      expect(document.cookie).toContain(`${LANG_COOKIE}=bn`);
      await activateInitialLocale();
      expect(written).toHaveBeenCalledTimes(2);
      await activateLocale("en");
      expect(written).toHaveBeenLastCalledWith(
        "pathagar_lang=en; Path=/; Max-Age=31536000; SameSite=Strict",
      );
      expect(document.cookie).toContain(`${LANG_COOKIE}=en`);
    } finally {
      written.mockRestore();
    }
  });

  it("asks the service worker to keep the Bangla texts once Bangla is loaded, never for English", async () => {
    vi.stubEnv("DEV", false);
    const received: unknown[] = [];
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: {
        ready: Promise.resolve({
          active: {
            postMessage(message: unknown, [port]: MessagePort[]) {
              received.push(message);
              port!.postMessage("kept");
            },
          },
        }),
      },
    });
    try {
      await activateLocale("en");
      await Promise.resolve();
      expect(received).toEqual([]);
      await activateLocale("bn");
      await vi.waitFor(() => expect(received).toEqual([KEEP_BANGLA_FILES]));
    } finally {
      vi.unstubAllEnvs();
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
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
