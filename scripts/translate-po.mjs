// Fills translations into a catalog: `node scripts/translate-po.mjs bn translations.json` where the JSON
// maps English msgid → translated text. Only entries whose msgstr is empty are filled (use --force to
// overwrite). Prints what it changed and which msgids it could not find.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [locale, jsonFile] = args.filter((a) => !a.startsWith("--"));
if (!locale || !jsonFile) {
  console.error("usage: node scripts/translate-po.mjs <locale> <translations.json> [--force]");
  process.exit(2);
}
const poFile = path.resolve(import.meta.dirname, "..", "locales", locale, "messages.po");
const translations = JSON.parse(readFileSync(jsonFile, "utf8"));
const lines = readFileSync(poFile, "utf8").split("\n");
const pending = new Map(Object.entries(translations));

// Joins a (possibly multi-line) quoted PO string starting at lines[i]; returns [text, nextIndex].
function readString(i, keyword) {
  let text = JSON.parse(lines[i].slice(keyword.length).trim());
  let j = i + 1;
  while (j < lines.length && lines[j].startsWith('"')) text += JSON.parse(lines[j++]);
  return [text, j];
}

let changed = 0;
for (let i = 0; i < lines.length; i++) {
  if (!lines[i].startsWith("msgid ")) continue;
  const [msgid, next] = readString(i, "msgid");
  if (!pending.has(msgid) || !lines[next]?.startsWith("msgstr ")) continue;
  const [current, end] = readString(next, "msgstr");
  if (current !== "" && !force) {
    pending.delete(msgid);
    continue;
  }
  lines.splice(next, end - next, `msgstr ${JSON.stringify(pending.get(msgid))}`);
  pending.delete(msgid);
  changed++;
}
writeFileSync(poFile, lines.join("\n"));
console.log(`${path.relative(process.cwd(), poFile)}: ${changed} translations filled`);
for (const msgid of pending.keys()) console.warn(`not in the catalog: ${JSON.stringify(msgid)}`);
