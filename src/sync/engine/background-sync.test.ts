// Background Sync helpers: register the `outbox` tag where supported, and hear replay requests.
import { afterEach, describe, expect, it, vi } from "vitest";
import { onReplayRequest, requestOutboxSync } from "./background-sync";

function fakeServiceWorker(registration: object) {
  const target = new EventTarget();
  const sw = Object.assign(target, { ready: Promise.resolve(registration) });
  Object.defineProperty(navigator, "serviceWorker", { value: sw, configurable: true });
  return target;
}

function message(target: EventTarget, data: unknown) {
  target.dispatchEvent(new MessageEvent("message", { data }));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("requestOutboxSync", () => {
  it("registers the outbox tag", async () => {
    const register = vi.fn(() => Promise.resolve());
    fakeServiceWorker({ sync: { register } });
    await expect(requestOutboxSync()).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith("outbox");
  });

  it("answers false without Background Sync, or when registering fails", async () => {
    fakeServiceWorker({});
    await expect(requestOutboxSync()).resolves.toBe(false);
    fakeServiceWorker({ sync: { register: () => Promise.reject(new Error("denied")) } });
    await expect(requestOutboxSync()).resolves.toBe(false);
    Reflect.deleteProperty(navigator, "serviceWorker");
    await expect(requestOutboxSync()).resolves.toBe(false);
  });
});

describe("onReplayRequest", () => {
  it("calls back on the worker's replay message only, until unsubscribed", () => {
    const sw = fakeServiceWorker({});
    const replay = vi.fn();
    const stop = onReplayRequest(replay);
    message(sw, { type: "something-else" });
    message(sw, "replay-outbox");
    expect(replay).not.toHaveBeenCalled();
    message(sw, { type: "replay-outbox" });
    expect(replay).toHaveBeenCalledOnce();
    stop();
    message(sw, { type: "replay-outbox" });
    expect(replay).toHaveBeenCalledOnce();
  });
});
