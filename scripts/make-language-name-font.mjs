// Cuts the face the language switch draws "বাংলা" with on an English page out of the app's own Noto Sans Bengali
// (semibold, as the switch is): only the glyphs of that word, about a kilobyte, which the stylesheet carries
// inline, so a device without a Bengali font shows the word instead of boxes and an English page still fetches
// no font. Run: node scripts/make-language-name-font.mjs (again after an update of @fontsource/noto-sans-bengali).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** The word the switch shows on an English page (src/app/shell/LanguageToggle.tsx). */
export const BANGLA_NAME = "বাংলা";
export const LANGUAGE_NAME_FONT = path.resolve(
  import.meta.dirname,
  "../src/i18n/language-name-bn.woff2",
);

const SOURCE = createRequire(import.meta.url).resolve(
  "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2",
);

/** The subset as woff2: the word's glyphs with the layout rules that shape it. */
export function makeLanguageNameFont() {
  return subsetFont(readFileSync(SOURCE), BANGLA_NAME, { targetFormat: "woff2" });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeLanguageNameFont();
  writeFileSync(LANGUAGE_NAME_FONT, font);
  console.log(`${path.relative(process.cwd(), LANGUAGE_NAME_FONT)}: ${font.length} bytes`);
}
