// Switch the interface language without a reload: load the catalog, activate it, remember it, update <html>.
// English texts ride with the code that shows them (./english.ts); Bangla is its own chunk, fetched only when
// Bangla is chosen and then kept by the service worker for offline use (src/lib/keepOffline.ts).
import { i18n, type Messages } from "@lingui/core";
import { ENGLISH_MESSAGES } from "./english";
import { preloadBanglaFonts } from "./fonts";
import { keepBanglaOffline } from "../lib/keepOffline";
import { DEFAULT_LOCALE, storeLocale, storedLocale, type Locale } from "./locales";
import { addRelativeWords } from "./relative-time";

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return ENGLISH_MESSAGES;
  const [catalog, relative] = await Promise.all([
    import("../../locales/bn/messages.po") as Promise<{ messages: Messages }>,
    import("./relative-time-bn"),
  ]);
  addRelativeWords("bn", relative.BN_RELATIVE);
  void keepBanglaOffline();
  return catalog.messages;
}

/** Reflect the active language on the document so screen readers, fonts and text direction follow it. */
export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = "ltr";
}

/** Load and activate a language, store it under `lang`, and set `<html lang>` and `dir`. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === "bn") void preloadBanglaFonts();
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  storeLocale(locale);
  applyDocumentLanguage(locale);
}

/** Start-up: activate the stored language, falling back to English if its catalog cannot load. */
export async function activateInitialLocale(): Promise<Locale> {
  const locale = storedLocale();
  try {
    await activateLocale(locale);
    return locale;
  } catch {
    await activateLocale(DEFAULT_LOCALE);
    return DEFAULT_LOCALE;
  }
}

export { i18n };
