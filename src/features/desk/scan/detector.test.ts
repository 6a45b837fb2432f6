import { afterEach, describe, expect, it, vi } from "vitest";
import { createDetector } from "./detector";

const wasm = { detect: vi.fn() };
vi.mock("./wasmDetector", () => ({ createWasmDetector: vi.fn(async () => wasm) }));

afterEach(() => Reflect.deleteProperty(globalThis, "BarcodeDetector"));

/** A native BarcodeDetector class that reads `supported`. */
function installNative(supported: string[] | Error) {
  const made: string[][] = [];
  class Native {
    static getSupportedFormats = () =>
      supported instanceof Error ? Promise.reject(supported) : Promise.resolve(supported);
    constructor({ formats }: { formats: string[] }) {
      made.push(formats);
    }
    detect = vi.fn();
  }
  Object.defineProperty(globalThis, "BarcodeDetector", { value: Native, configurable: true });
  return made;
}

describe("createDetector", () => {
  it("uses the browser's own detector when it reads every format asked", async () => {
    const made = installNative(["ean_13", "qr_code", "code_128", "upc_a"]);
    const detector = await createDetector(["ean_13", "code_128"]);
    expect(detector).not.toBe(wasm);
    expect(made).toEqual([["ean_13", "code_128"]]);
  });

  it("loads the WebAssembly reader when the browser's lacks a format, fails, or is missing", async () => {
    installNative(["qr_code"]);
    expect(await createDetector(["ean_13", "qr_code"])).toBe(wasm);
    installNative(new Error("no service"));
    expect(await createDetector(["qr_code"])).toBe(wasm);
    Reflect.deleteProperty(globalThis, "BarcodeDetector");
    expect(await createDetector(["qr_code"])).toBe(wasm);
  });
});
