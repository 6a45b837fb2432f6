// Loads a barcode reader as the dialog opens (alongside the camera) and runs the read loop while `active`.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { createDetector, type CodeDetector } from "./detector";
import { startScanLoop, type ReadHandler } from "./scanLoop";

export type ReaderStatus = "loading" | "ready" | "failed";

export function useCodeReader(
  video: RefObject<HTMLVideoElement | null>,
  formats: string[],
  active: boolean,
  onRead: ReadHandler,
): ReaderStatus {
  const [detector, setDetector] = useState<CodeDetector | null | undefined>(undefined);
  const formatsKey = formats.join(",");
  useEffect(() => {
    let gone = false;
    createDetector(formatsKey.split(",")).then(
      (made) => !gone && setDetector(made),
      () => !gone && setDetector(null),
    );
    return () => {
      gone = true;
    };
  }, [formatsKey]);

  const latest = useRef(onRead);
  useLayoutEffect(() => {
    latest.current = onRead;
  });
  useEffect(() => {
    const element = video.current;
    if (!active || !detector || !element) return;
    return startScanLoop(detector, element, (code, format) => latest.current(code, format));
  }, [active, detector, video]);

  return detector === undefined ? "loading" : detector === null ? "failed" : "ready";
}
