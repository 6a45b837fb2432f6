// The post dialogs load when the control that opens one is about to be used, and a failed load is tried again.
import { describe, expect, it } from "vitest";
import { preloadDialogs, preloadOnIntent } from "./dialogs";

function fakeDialog(failFirst = false) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    preload: () => {
      calls += 1;
      return failFirst && calls === 1
        ? Promise.reject(new Error("offline"))
        : Promise.resolve("loaded");
    },
  };
}

describe("preloadOnIntent", () => {
  it("starts every dialog's load on the pointer coming over, a press and focus", () => {
    const editor = fakeDialog();
    const confirm = fakeDialog();
    const handlers = preloadOnIntent(editor, confirm);
    expect(Object.keys(handlers).sort()).toEqual(["onFocus", "onPointerDown", "onPointerEnter"]);
    expect(editor.calls).toBe(0);
    handlers.onPointerEnter();
    expect([editor.calls, confirm.calls]).toEqual([1, 1]);
    handlers.onPointerDown();
    handlers.onFocus();
    expect([editor.calls, confirm.calls]).toEqual([3, 3]);
  });
});

describe("preloadDialogs", () => {
  it("swallows a failed load, so nothing is left unhandled", async () => {
    const failing = fakeDialog(true);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      preloadDialogs([failing]);
      await new Promise((resolve) => setTimeout(resolve));
      expect(failing.calls).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
