// Catalog check: extracts the messages of src/ into a temporary copy of the catalogs (the committed
// ones are left alone) and fails, listing them, when a message has no Bangla translation or when the
// committed catalogs lack a message the code uses. Obsolete entries are reported as a warning.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const LOCALES = path.join(ROOT, "locales");

/** Reads a .po file into entries: { key, msgid, msgctxt, msgstr, obsolete, origin }. */
export function parsePo(text) {
  const entries = [];
  let cur = null;
  let field = null;
  const flush = () => {
    if (cur && cur.msgid !== "") entries.push(cur);
    cur = null;
    field = null;
  };
  const unquote = (s) => JSON.parse(s);
  for (const rawLine of text.split(/\r?\n/)) {
    const obsolete = rawLine.startsWith("#~");
    const line = obsolete ? rawLine.slice(2).trim() : rawLine.trim();
    if (line === "") {
      flush();
      continue;
    }
    if (line.startsWith("#")) {
      if (cur && field) flush();
      cur ??= { msgid: "", msgctxt: "", msgstr: "", obsolete: false, origin: [] };
      if (line.startsWith("#:")) cur.origin.push(line.slice(2).trim());
      continue;
    }
    const m = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (m) {
      if (m[1] === "msgctxt" && cur && field === "msgstr") flush();
      if (m[1] === "msgid" && cur && field === "msgstr") flush();
      cur ??= { msgid: "", msgctxt: "", msgstr: "", obsolete: false, origin: [] };
      field = m[1];
      cur[field] = unquote(m[2]);
      if (obsolete) cur.obsolete = true;
      continue;
    }
    if (line.startsWith('"') && cur && field) cur[field] += unquote(line);
  }
  flush();
  return entries.map((e) => ({ ...e, key: `${e.msgctxt}\u0004${e.msgid}` }));
}

function readCatalog(dir, locale) {
  const file = path.join(dir, locale, "messages.po");
  return existsSync(file) ? parsePo(readFileSync(file, "utf8")) : [];
}

/** The project's Lingui config, read through tsx (it is TypeScript). */
function projectConfig() {
  const out = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      "const m = await import(process.argv[1]); console.log(JSON.stringify(m.default));",
      path.join(ROOT, "lingui.config.ts"),
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  if (out.status !== 0) throw new Error(`cannot read lingui.config.ts:\n${out.stderr}`);
  return JSON.parse(out.stdout.trim().split("\n").pop());
}

function extractInto(tmp) {
  const config = projectConfig();
  config.rootDir = ROOT;
  config.catalogs = config.catalogs.map((c) => ({
    ...c,
    path: path.join(tmp, "{locale}", "messages"),
  }));
  const configFile = path.join(tmp, "lingui.config.json");
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  cpSync(LOCALES, tmp, { recursive: true });
  const cli = path.join(ROOT, "node_modules", "@lingui", "cli", "dist", "lingui.js");
  const run = spawnSync(process.execPath, [cli, "extract", "--config", configFile], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (run.status !== 0) {
    throw new Error(`lingui extract failed:\n${run.stdout}\n${run.stderr}`);
  }
}

function label(e) {
  const where = e.origin.length
    ? `  (${e.origin.join(" ").split(" ").slice(0, 2).join(", ")})`
    : "";
  return `${e.msgctxt ? `[${e.msgctxt}] ` : ""}${JSON.stringify(e.msgid)}${where}`;
}

function main() {
  const tmp = mkdtempSync(path.join(tmpdir(), "pathagar-catalogs-"));
  try {
    extractInto(tmp);
    const extracted = readCatalog(tmp, "bn").filter((e) => !e.obsolete);
    const committedBn = new Map(readCatalog(LOCALES, "bn").map((e) => [e.key, e]));
    const committedEn = new Set(readCatalog(LOCALES, "en").map((e) => e.key));
    const inSource = new Set(extracted.map((e) => e.key));

    const notInCatalogs = extracted.filter(
      (e) => !committedBn.has(e.key) || !committedEn.has(e.key),
    );
    const untranslated = extracted.filter((e) => {
      const bn = committedBn.get(e.key);
      return bn && !bn.obsolete && bn.msgstr.trim() === "";
    });
    const obsolete = [...committedBn.values()].filter((e) => !inSource.has(e.key));

    if (obsolete.length) {
      console.warn(`warning: ${obsolete.length} catalog entries are no longer used in src/:`);
      for (const e of obsolete) console.warn(`  ${label(e)}`);
    }
    let failed = false;
    if (notInCatalogs.length) {
      failed = true;
      console.error(
        `${notInCatalogs.length} messages in src/ are missing from locales/*/messages.po (run \`npx lingui extract\`):`,
      );
      for (const e of notInCatalogs) console.error(`  ${label(e)}`);
    }
    if (untranslated.length) {
      failed = true;
      console.error(
        `${untranslated.length} messages have no Bangla translation in locales/bn/messages.po:`,
      );
      for (const e of untranslated) console.error(`  ${label(e)}`);
    }
    if (failed) process.exit(1);
    console.log(`catalogs ok: ${extracted.length} messages, all translated into Bangla`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main();
