// A role's offline state as the service worker answers it on the message's port.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  KEEP_BANGLA_FILES,
  KEEP_SIGNED_IN_FILES,
  KEEP_STAFF_FILES,
  keepBanglaOffline,
  keepDeskOffline,
  keepSignedInOffline,
} from "./keepOffline";

/** A service worker that answers `word` on the port it is given (or has no active worker). */
function workerAnswering(word: string | null) {
  const received: unknown[] = [];
  const active =
    word === null
      ? null
      : {
          postMessage(message: unknown, [port]: MessagePort[]) {
            received.push(message);
            port!.postMessage(word);
          },
        };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve({ active }) },
  });
  return received;
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("keepDeskOffline", () => {
  it("is ready when the worker says every file is kept", async () => {
    vi.stubEnv("DEV", false);
    const received = workerAnswering("kept");
    expect(await keepDeskOffline()).toBe("ready");
    expect(received).toEqual([KEEP_STAFF_FILES]);
  });

  it("asks for a signed-in person's screens with their own word", async () => {
    vi.stubEnv("DEV", false);
    const received = workerAnswering("kept");
    expect(await keepSignedInOffline()).toBe("ready");
    expect(received).toEqual([KEEP_SIGNED_IN_FILES]);
  });

  it("asks for the Bangla texts with their own word", async () => {
    vi.stubEnv("DEV", false);
    const received = workerAnswering("kept");
    expect(await keepBanglaOffline()).toBe("ready");
    expect(received).toEqual([KEEP_BANGLA_FILES]);
  });

  it("has failed when the worker could not keep them", async () => {
    vi.stubEnv("DEV", false);
    workerAnswering("failed");
    expect(await keepDeskOffline()).toBe("failed");
  });

  it("cannot tell without an active worker, or in development", async () => {
    vi.stubEnv("DEV", false);
    workerAnswering(null);
    expect(await keepDeskOffline()).toBe("unsupported");
    vi.stubEnv("DEV", true);
    workerAnswering("kept");
    expect(await keepDeskOffline()).toBe("unsupported");
  });
});
