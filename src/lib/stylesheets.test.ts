// stylesheetsLoaded waits for the linked sheets still loading, and no longer than its limit.
import { afterEach, describe, expect, it, vi } from "vitest";
import { STYLESHEET_WAIT_MS, stylesheetsLoaded } from "./stylesheets";

function link(loaded: boolean): HTMLLinkElement {
  const el = document.createElement("link");
  el.rel = "stylesheet";
  el.href = "/assets/x.css";
  if (loaded) Object.defineProperty(el, "sheet", { value: {} });
  document.head.appendChild(el);
  return el;
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

afterEach(() => {
  document.head.innerHTML = "";
  vi.useRealTimers();
});

describe("stylesheetsLoaded", () => {
  it("resolves at once when every sheet is in", async () => {
    link(true);
    await expect(stylesheetsLoaded()).resolves.toBeUndefined();
  });

  it("waits for each sheet still loading to load or fail", async () => {
    link(true);
    const first = link(false);
    const second = link(false);
    const done = settled(stylesheetsLoaded());
    first.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(done()).toBe(false);
    second.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(done()).toBe(true));
  });

  it("gives up after its limit (a sheet that failed before sends nothing more)", async () => {
    vi.useFakeTimers();
    link(false);
    const done = settled(stylesheetsLoaded());
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
