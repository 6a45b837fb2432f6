// Writes src/lib/phone-metadata-bd.json: Bangladesh's entry of libphonenumber-js's metadata, the only country the
// app checks and formats numbers for (src/lib/phone.ts). The whole metadata is 83 KB of every first load; this is
// 0.6 KB. Run after upgrading libphonenumber-js (src/lib/phone-metadata.test.ts fails until then).
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const full = require("libphonenumber-js/metadata.min.json");

/** The entries of `full` Bangladesh's numbers need: its calling code and its country. */
export function bangladeshOnly(metadata) {
  return {
    version: metadata.version,
    country_calling_codes: { 880: metadata.country_calling_codes["880"] },
    countries: { BD: metadata.countries.BD },
    nonGeographic: {},
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.join(import.meta.dirname, "..", "src", "lib", "phone-metadata-bd.json");
  writeFileSync(out, `${JSON.stringify(bangladeshOnly(full))}\n`);
  console.log(`phone-metadata: ${path.relative(process.cwd(), out)}`);
}
