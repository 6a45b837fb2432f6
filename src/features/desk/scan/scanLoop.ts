// Reads the camera's picture a few times a second (not every frame, so a cheap phone stays responsive)
// until stopped, or until the handler says a read was taken.
import type { CodeDetector } from "./detector";

/** Between the end of one read and the start of the next. */
export const SCAN_INTERVAL_MS = 150;

/** Returns true when the read was taken and the loop should stop. */
export type ReadHandler = (code: string, format: string) => boolean;

export function startScanLoop(
  detector: CodeDetector,
  video: HTMLVideoElement,
  onRead: ReadHandler,
  intervalMs = SCAN_INTERVAL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    timer = undefined;
    // HAVE_CURRENT_DATA: a picture to read.
    if (video.readyState >= 2) {
      try {
        const found = await detector.detect(video);
        for (const code of found) {
          if (stopped) return;
          if (onRead(code.rawValue, code.format)) {
            stopped = true;
            return;
          }
        }
      } catch {
        // A frame the reader cannot take (the camera just stopped, a resize) is skipped.
      }
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
