// The language switch's face of "বাংলা" is what the script cuts from the installed Noto Sans Bengali, and the
// stylesheet declares it for exactly that word's characters.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import {
  BANGLA_NAME,
  LANGUAGE_NAME_FONT,
  makeLanguageNameFont,
} from "./make-language-name-font.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

it("keeps the committed face as the script makes it (run it again after a font update)", async () => {
  const fresh = await makeLanguageNameFont();
  expect(fresh.equals(readFileSync(LANGUAGE_NAME_FONT))).toBe(true);
  // Small enough for the stylesheet to carry inline (Vite inlines assets under 4 KiB).
  expect(fresh.length).toBeLessThan(2048);
});

it("declares the face for the word the switch shows, and the switch uses it", () => {
  const css = read("src/i18n/fonts.css");
  const face = /@font-face\s*{[^}]*"Pathagar Language Name"[^}]*}/.exec(css)?.[0] ?? "";
  expect(face).toContain(`url("./${path.basename(LANGUAGE_NAME_FONT)}")`);
  const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? "";
  const declared = range.split(",").map((r) => parseInt(r.trim().replace(/^U\+/, ""), 16));
  const needed = [...new Set([...BANGLA_NAME].map((c) => c.codePointAt(0)!))];
  expect(declared.sort()).toEqual(needed.sort());
  expect(read("src/app/shell/LanguageToggle.tsx")).toContain(`"${BANGLA_NAME}"`);
  expect(read("src/app/shell/TopBar.css")).toMatch(
    /\.lang-toggle:lang\(bn\)\s*{\s*font-family: "Pathagar Language Name"/,
  );
});
