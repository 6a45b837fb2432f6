// The .wasm the app serves must be the one the reader's JavaScript was built for: barcode-detector carries
// zxing-wasm's glue code, the build serves zxing-wasm's file; an upgrade of one without the other breaks here.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from "barcode-detector/ponyfill";

it("serves the .wasm that barcode-detector's reader expects", () => {
  const require = createRequire(import.meta.url);
  const file = require.resolve("zxing-wasm/reader/zxing_reader.wasm");
  const served = readFileSync(file);
  const pkgFile = path.join(path.dirname(file), "../../package.json");
  const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as { version: string };
  expect(pkg.version).toBe(ZXING_WASM_VERSION);
  expect(createHash("sha256").update(served).digest("hex")).toBe(ZXING_WASM_SHA256);
});
