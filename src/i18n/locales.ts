// The languages Pathagar speaks, and the stored choice (localStorage key `lang`, English by default, and the
// `pathagar_lang` cookie the server reads to write the home page in that language).
import { writeCookie, YEAR_SECONDS } from "../lib/cookies.ts";

export const LOCALES = ["en", "bn"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LANG_KEY = "lang";
/** The cookie that tells the server the language of the home page's HTML. */
export const LANG_COOKIE = "pathagar_lang";

/** Intl locale tags: Bangla as written in Bangladesh (Bangla digits). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", bn: "bn-BD" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language saved on this device, or English when none (or something unknown) is stored. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    // Storage can be full or blocked; the language still switches for this visit.
  }
  // The server writes the home page in this language (the home page stays in English where it cannot).
  writeCookie(LANG_COOKIE, locale, YEAR_SECONDS);
}
