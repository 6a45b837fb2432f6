// Switch the interface language without a reload: load the catalog, activate it, remember it, update <html>.
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, storeLocale, storedLocale, type Locale } from "./locales";

async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = (await import(`../../locales/${locale}/messages.po`)) as { messages: Messages };
  return catalog.messages;
}

/** Reflect the active language on the document so screen readers, fonts and text direction follow it. */
export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = "ltr";
}

/** Load and activate a language, store it under `lang`, and set `<html lang>` and `dir`. */
export async function activateLocale(locale: Locale): Promise<void> {
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
