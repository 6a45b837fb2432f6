// The i18n entry point: languages, activation and Intl formatting.
export * from "./locales";
export { activateLocale, activateInitialLocale, applyDocumentLanguage, i18n } from "./activate";
export { formatNumber, formatDate, formatRelative } from "./format";
