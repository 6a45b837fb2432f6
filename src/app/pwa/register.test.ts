// Service worker registration: skipped in development; in a build it offers the waiting version, and
// applying it asks the worker to skip waiting and reloads once the new worker controls the page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const fake = vi.hoisted(() => ({
  instances: [] as Array<{
    url: string;
    listeners: Map<string, Array<() => void>>;
    messageSkipWaiting: ReturnType<typeof vi.fn>;
    register: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
  }>,
}));

vi.mock("workbox-window", () => ({
  Workbox: class {
    listeners = new Map<string, Array<() => void>>();
    messageSkipWaiting = vi.fn();
    register = vi.fn(() => Promise.resolve(undefined));
    update = vi.fn(() => Promise.resolve());
    constructor(public url: string) {
      fake.instances.push(this);
    }
    addEventListener(type: string, fn: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
    }
  },
}));

function emit(type: string) {
  for (const fn of fake.instances[0]?.listeners.get(type) ?? []) fn();
}

beforeEach(() => {
  vi.resetModules();
  fake.instances.length = 0;
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("registerServiceWorker", () => {
  it("does nothing in development", async () => {
    vi.stubEnv("DEV", true);
    const { registerServiceWorker } = await import("./register");
    expect(registerServiceWorker()).toBeNull();
    expect(fake.instances).toHaveLength(0);
  });

  it("registers /sw.js once, and offers a waiting version that reloads when applied", async () => {
    vi.stubEnv("DEV", false);
    const { registerServiceWorker } = await import("./register");
    const { useUpdateState } = await import("./update-store");
    registerServiceWorker();
    registerServiceWorker();
    expect(fake.instances).toHaveLength(1);
    const wb = fake.instances[0]!;
    expect(wb.url).toBe("/sw.js");
    expect(wb.register).toHaveBeenCalledOnce();
    expect(useUpdateState.getState().ready).toBe(false);

    emit("waiting");
    expect(useUpdateState.getState().ready).toBe(true);

    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    useUpdateState.getState().apply();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    emit("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });
});
