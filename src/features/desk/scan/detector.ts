// A barcode reader for the formats asked: the browser's own BarcodeDetector when it reads them all, else the
// ZXing WebAssembly reader, whose code and .wasm load only now, the first time a scan starts.

export interface DetectedCode {
  rawValue: string;
  format: string;
}

export interface CodeDetector {
  detect: (source: HTMLVideoElement) => Promise<DetectedCode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats: () => Promise<string[]>;
}

async function nativeDetector(formats: string[]): Promise<CodeDetector | undefined> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  try {
    const supported = await Native.getSupportedFormats();
    return formats.every((f) => supported.includes(f)) ? new Native({ formats }) : undefined;
  } catch {
    return undefined;
  }
}

export async function createDetector(formats: string[]): Promise<CodeDetector> {
  const native = await nativeDetector(formats);
  if (native) return native;
  const { createWasmDetector } = await import("./wasmDetector");
  return createWasmDetector(formats);
}
