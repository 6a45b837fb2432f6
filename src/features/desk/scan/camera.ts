// The phone's back camera: opening it, naming why it would not open, the torch, and letting it go.

/** Why there is no picture: refused by the reader, no camera, in use elsewhere, or anything else. */
export type CameraProblem = "refused" | "missing" | "busy" | "failed";

export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return "refused";
    case "NotFoundError":
    case "OverconstrainedError":
      return "missing";
    case "NotReadableError":
    case "AbortError":
      return "busy";
    default:
      return "failed";
  }
}

/** The back camera (the front one where there is no other), sized for reading small barcodes. */
export async function openCamera(): Promise<MediaStream> {
  const media = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) throw new DOMException("This browser has no camera.", "NotFoundError");
  return media.getUserMedia({
    audio: false,
    video: {
      facingMode: { ideal: "environment" },
      width: { ideal: 1280 },
      height: { ideal: 720 },
    },
  });
}

/** Turns the camera off (its light on the phone goes out). */
export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** True when the camera has a light the page may switch (Chrome on Android, mostly). */
export function hasTorch(track: MediaStreamTrack): boolean {
  const capabilities = track.getCapabilities?.() as
    (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  return capabilities?.torch === true;
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}
