// Types of scripts/make-language-name-font.mjs for its test (TypeScript).
export const BANGLA_NAME: string;
export const LANGUAGE_NAME_FONT: string;
export function makeLanguageNameFont(): Promise<Buffer>;
