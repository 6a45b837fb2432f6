// A fake camera (getUserMedia, tracks with or without a torch) and a fake barcode reader that sees whatever
// the test puts in front of it, for the scan dialog's tests.
import { vi } from "vitest";
import type { DetectedCode } from "./detector";

export interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
  applyConstraints: ReturnType<typeof vi.fn>;
  getCapabilities: () => MediaTrackCapabilities & { torch?: boolean };
}

export function fakeTrack(torch = false): FakeTrack {
  return {
    stop: vi.fn(),
    applyConstraints: vi.fn().mockResolvedValue(undefined),
    getCapabilities: () => (torch ? { torch: true } : {}),
  };
}

export function fakeStream(track: FakeTrack): MediaStream {
  return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
}

/** getUserMedia answering with `answer` (a stream or an error to reject with), or no camera API at all. */
export function installCamera(answer: (() => Promise<MediaStream>) | "none") {
  const getUserMedia = vi.fn(answer === "none" ? () => Promise.reject(new Error()) : answer);
  Object.defineProperty(navigator, "mediaDevices", {
    value: answer === "none" ? undefined : { getUserMedia },
    configurable: true,
  });
  return getUserMedia;
}

/** What the fake camera shows: the reader returns it on every read. */
export const scene: { codes: DetectedCode[] } = { codes: [] };

export const fakeDetector = { detect: vi.fn(() => Promise.resolve(scene.codes)) };

/** jsdom plays no video: say a picture is there, and let play() succeed. */
export function stubVideo() {
  Object.defineProperty(HTMLMediaElement.prototype, "readyState", {
    get: () => 4,
    configurable: true,
  });
  HTMLMediaElement.prototype.play = () => Promise.resolve();
}
