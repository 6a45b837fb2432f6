// The ZXing WebAssembly reader behind the BarcodeDetector interface, for browsers without a native one. Its
// .wasm is one of this site's own build assets (never the library's default CDN), cached by the service
// worker the first time it is fetched (src/sw.ts), so scanning works offline after one scan online.
import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import type { BarcodeFormat } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { CodeDetector } from "./detector";

const overrides = {
  locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? wasmUrl : prefix + file),
};

export async function createWasmDetector(formats: string[]): Promise<CodeDetector> {
  // Fetch and compile now, so a failure (offline before the first scan) shows before the camera loop starts.
  await prepareZXingModule({ overrides, fireImmediately: true });
  return new BarcodeDetector({ formats: formats as BarcodeFormat[] });
}
