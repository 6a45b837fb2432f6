import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CodeDetector, DetectedCode } from "./detector";
import { startScanLoop } from "./scanLoop";

const video = (readyState: number) => ({ readyState }) as HTMLVideoElement;

/** A detector that answers each call with the next of `answers` (then nothing). */
function fakeDetector(answers: (DetectedCode[] | Error)[]) {
  const detect = vi.fn(() => {
    const next = answers.shift() ?? [];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { detect } satisfies CodeDetector;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("startScanLoop", () => {
  it("reads at the interval, skips frames it cannot read, and stops once a read is taken", async () => {
    const detector = fakeDetector([
      [],
      new Error("frame"),
      [{ rawValue: "X", format: "qr_code" }],
      [{ rawValue: "9789843380135", format: "ean_13" }],
    ]);
    const onRead = vi.fn((code: string) => code !== "X");
    startScanLoop(detector, video(4), onRead, 150);
    await vi.advanceTimersByTimeAsync(0);
    expect(detector.detect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(detector.detect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(detector.detect).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300);
    expect(onRead.mock.calls.map((c) => c[0])).toEqual(["X", "9789843380135"]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(detector.detect).toHaveBeenCalledTimes(4);
  });

  it("waits for a picture before reading", async () => {
    const detector = fakeDetector([]);
    const element = { readyState: 0 };
    startScanLoop(detector, element as HTMLVideoElement, () => false, 150);
    await vi.advanceTimersByTimeAsync(600);
    expect(detector.detect).not.toHaveBeenCalled();
    element.readyState = 2;
    await vi.advanceTimersByTimeAsync(150);
    expect(detector.detect).toHaveBeenCalledOnce();
  });

  it("does nothing more once stopped, even with a read under way", async () => {
    let answer: (codes: DetectedCode[]) => void = () => undefined;
    const detector = { detect: vi.fn(() => new Promise<DetectedCode[]>((r) => (answer = r))) };
    const onRead = vi.fn(() => false);
    const stop = startScanLoop(detector, video(4), onRead, 150);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    answer([{ rawValue: "A", format: "qr_code" }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onRead).not.toHaveBeenCalled();
    expect(detector.detect).toHaveBeenCalledOnce();
  });
});
