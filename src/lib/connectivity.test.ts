// The connectivity store and its watcher: a failed request marks the app offline although the browser claims a network, an
// answer marks it online again, and the probe backs off while the server stays out of reach.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  connectivity,
  isOnline,
  onBackOnline,
  reportAnswer,
  reportNetworkFailure,
} from "./connectivity";
import {
  probe,
  PROBE_FIRST_MS,
  PROBE_MAX_MS,
  PROBE_URL,
  watchConnectivity,
} from "./connectivity-watch";

let stop: () => void;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  vi.stubGlobal("fetch", fetchMock);
  stop = watchConnectivity();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs the probe planned next and lets its answer land. */
async function nextProbe(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("connectivity", () => {
  it("goes offline on a network failure while navigator.onLine stays true, online at the first answer", () => {
    expect(isOnline()).toBe(true);
    reportNetworkFailure();
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(false);
    reportAnswer();
    expect(isOnline()).toBe(true);
  });

  it("follows the browser's offline word, and takes its online word until a request fails", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    expect(isOnline()).toBe(false);
    // Offline by the browser: failures neither change anything nor start probing.
    reportNetworkFailure();
    await nextProbe(PROBE_MAX_MS);
    expect(fetchMock).not.toHaveBeenCalled();

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(isOnline()).toBe(true);
    // The browser's online word is checked once: the probe fails (Wi-Fi with no internet).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(PROBE_URL);
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(false);
  });

  it("probes with a doubling delay, capped, and stops at the first answer", async () => {
    reportNetworkFailure();
    // A burst of failures plans one probe, not one each.
    reportNetworkFailure();
    reportNetworkFailure();
    const delays: number[] = [];
    let waited = 0;
    for (let i = 0; i < 7; i++) {
      const before = fetchMock.mock.calls.length;
      for (waited = 0; fetchMock.mock.calls.length === before; waited += 1000)
        await nextProbe(1000);
      delays.push(waited);
    }
    expect(delays).toEqual([5, 10, 20, 40, 80, 120, 120].map((s) => s * 1000));
    expect(delays[0]).toBe(PROBE_FIRST_MS);

    fetchMock.mockResolvedValue(new Response('{"status":"ok"}'));
    await nextProbe(PROBE_MAX_MS);
    expect(isOnline()).toBe(true);
    const calls = fetchMock.mock.calls.length;
    await nextProbe(PROBE_MAX_MS * 3);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it("counts an HTTP error answer as an answer", async () => {
    reportNetworkFailure();
    fetchMock.mockResolvedValue(new Response("", { status: 503 }));
    await expect(probe()).resolves.toBe(true);
    expect(isOnline()).toBe(true);
  });

  it("does not probe from a hidden page, and probes at once when it comes into view", async () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    reportNetworkFailure();
    await nextProbe(PROBE_MAX_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    visibility.mockReturnValue("visible");
    fetchMock.mockResolvedValue(new Response("{}"));
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isOnline()).toBe(true);
  });

  it("tells subscribers once each time the app is back online", async () => {
    const back = vi.fn();
    const off = onBackOnline(back);
    reportNetworkFailure();
    reportNetworkFailure();
    reportAnswer();
    reportAnswer();
    await vi.advanceTimersByTimeAsync(0);
    expect(back).toHaveBeenCalledTimes(1);
    // The browser's online event that also ends a failure: once, not twice.
    reportNetworkFailure();
    fetchMock.mockResolvedValue(new Response("{}"));
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(back).toHaveBeenCalledTimes(2);
    off();
  });

  it("leaves the store alone where no page watches, and takes a failure made before it watched", () => {
    stop();
    reportNetworkFailure();
    expect(connectivity.getState().unreachable).toBe(false);
    // The page's first request failed before the watcher loaded: it counts once the watcher starts.
    stop = watchConnectivity();
    expect(isOnline()).toBe(false);
  });
});
