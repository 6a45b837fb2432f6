// The post dialogs load one per idle moment after the feed, each after the last has loaded, and stop when asked.
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadPostDialogs, preloadPostDialogsWhenIdle } from "./dialogs";

function idleQueue() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => waiting.push(run));
  vi.stubGlobal("cancelIdleCallback", (handle: number) => {
    waiting[handle - 1] = () => {
      throw new Error("a cancelled idle callback ran");
    };
  });
  return waiting;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("preloadPostDialogsWhenIdle", () => {
  it("asks for one idle moment per dialog, the next only once the last has loaded", async () => {
    const waiting = idleQueue();
    preloadPostDialogsWhenIdle();
    expect(waiting).toHaveLength(1);
    for (let ran = 0; ran < waiting.length; ran++) {
      waiting[ran]!();
      expect(waiting).toHaveLength(ran + 1);
      await vi.waitFor(() => expect(waiting.length).toBe(Math.min(ran + 2, 5)), {
        timeout: 30_000,
      });
    }
    expect(waiting).toHaveLength(5);
  });

  it("cancels the idle moment it waits for, and asks for no more once stopped", async () => {
    const waiting = idleQueue();
    preloadPostDialogsWhenIdle()();
    expect(() => waiting[0]!()).toThrow("a cancelled idle callback ran");

    const again = idleQueue();
    const stop = preloadPostDialogsWhenIdle();
    again[0]!();
    stop();
    await preloadPostDialogs();
    await new Promise((resolve) => setTimeout(resolve));
    expect(again).toHaveLength(1);
  });
});
