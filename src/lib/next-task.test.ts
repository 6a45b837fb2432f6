// nextTask resolves in a later task: after every microtask queued before it, through scheduler.yield() where the
// browser has it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe("nextTask", () => {
  it("resolves only after the microtasks queued with it have all run", async () => {
    let resolved = false;
    const waiting = nextTask().then(() => (resolved = true));
    const microtasks: number[] = [];
    for (let i = 0; i < 50; i++) await Promise.resolve().then(() => microtasks.push(i));
    expect(microtasks).toHaveLength(50);
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });

  it("resumes through scheduler.yield() where the browser has it", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
