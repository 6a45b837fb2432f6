// The app's Bangladesh-only phone metadata is the installed libphonenumber-js's own entry for Bangladesh: an
// upgrade that changes it fails here until `node scripts/phone-metadata.mjs` writes it again.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bangladeshOnly } from "./phone-metadata.mjs";

const require = createRequire(import.meta.url);

it("matches the installed library's Bangladesh entry", () => {
  const written: unknown = JSON.parse(
    readFileSync(path.join(__dirname, "..", "src", "lib", "phone-metadata-bd.json"), "utf8"),
  );
  expect(written).toEqual(bangladeshOnly(require("libphonenumber-js/metadata.min.json")));
  expect(written).toMatchObject({ country_calling_codes: { 880: ["BD"] } });
});
