// The scan dialog's camera: opens when the dialog does, plays in the given video element, says why it could
// not open, switches the torch where there is one, and stops every track when the dialog goes.
import { useEffect, useRef, useState, type RefObject } from "react";
import {
  cameraProblem,
  hasTorch,
  openCamera,
  setTorch,
  stopCamera,
  type CameraProblem,
} from "./camera";

export type TorchState = "none" | "off" | "on";

export interface Camera {
  status: "starting" | "on" | "problem";
  problem?: CameraProblem;
  torch: TorchState;
  toggleTorch: () => void;
  retry: () => void;
}

type Status = Pick<Camera, "status" | "problem">;

export function useCamera(video: RefObject<HTMLVideoElement | null>): Camera {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>({ status: "starting" });
  const [torch, setTorchState] = useState<TorchState>("none");
  const track = useRef<MediaStreamTrack | undefined>(undefined);

  useEffect(() => {
    let gone = false;
    let stream: MediaStream | undefined;
    const element = video.current;
    openCamera().then(
      (opened) => {
        if (gone) return stopCamera(opened);
        stream = opened;
        if (element) {
          element.srcObject = opened;
          // Autoplay of a muted inline video is allowed; a refusal still leaves the reader typing.
          void element.play()?.catch(() => undefined);
        }
        const first = opened.getVideoTracks()[0];
        track.current = first;
        setTorchState(first && hasTorch(first) ? "off" : "none");
        setStatus({ status: "on" });
      },
      (error: unknown) => {
        if (!gone) setStatus({ status: "problem", problem: cameraProblem(error) });
      },
    );
    return () => {
      gone = true;
      track.current = undefined;
      if (stream) stopCamera(stream);
      if (element) element.srcObject = null;
    };
  }, [attempt, video]);

  return {
    ...status,
    torch,
    toggleTorch: () => {
      const current = track.current;
      if (!current || torch === "none") return;
      const next = torch === "off";
      setTorch(current, next).then(
        () => setTorchState(next ? "on" : "off"),
        // The camera said it had a light but would not switch it: stop offering it.
        () => setTorchState("none"),
      );
    },
    retry: () => {
      setStatus({ status: "starting" });
      setAttempt((n) => n + 1);
    },
  };
}
