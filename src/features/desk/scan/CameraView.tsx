// The camera's picture with a frame to hold the barcode in, the torch switch, and what is happening or
// why the camera cannot be used (the typed code below is then the way in).
import type { RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import type { Camera } from "./useCamera";
import type { ReaderStatus } from "./useCodeReader";

interface CameraViewProps {
  video: RefObject<HTMLVideoElement | null>;
  status: RefObject<HTMLParagraphElement | null>;
  camera: Camera;
  reader: ReaderStatus;
}

export function CameraView({ video, status, camera, reader }: CameraViewProps) {
  const { t } = useLingui();
  const shown = camera.status !== "problem";
  return (
    <>
      <div className="scan-view" hidden={!shown}>
        <video ref={video} className="scan-view__video" muted playsInline autoPlay />
        <div className="scan-view__guide" aria-hidden="true" />
        {camera.torch !== "none" && (
          <button
            type="button"
            className="scan-view__torch"
            aria-pressed={camera.torch === "on"}
            onClick={camera.toggleTorch}
          >
            {t`Torch`}
          </button>
        )}
      </div>
      <p ref={status} className="scan-status" role="status" tabIndex={-1}>
        {shown && <StatusText camera={camera} reader={reader} />}
      </p>
      {camera.status === "problem" && (
        <Alert tone="error" title={<ProblemText problem={camera.problem} />}>
          {(camera.problem === "busy" || camera.problem === "failed") && (
            <Button variant="secondary" onClick={camera.retry}>
              <Trans>Try the camera again</Trans>
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}

function StatusText({ camera, reader }: Pick<CameraViewProps, "camera" | "reader">) {
  if (camera.status === "starting") return <Trans>Starting the camera…</Trans>;
  if (reader === "loading") return <Trans>Getting the barcode reader ready…</Trans>;
  if (reader === "failed")
    return <Trans>This browser cannot read barcodes here. Type the code below.</Trans>;
  return <Trans>Hold the barcode inside the frame.</Trans>;
}

function ProblemText({ problem }: { problem: Camera["problem"] }) {
  switch (problem) {
    case "refused":
      return (
        <Trans>
          Pathagar may not use the camera. Allow the camera for this site in the browser’s settings,
          or type the code below.
        </Trans>
      );
    case "missing":
      return <Trans>No camera was found on this device. Type the code below.</Trans>;
    case "busy":
      return (
        <Trans>
          The camera is being used by another app. Close that app and try again, or type the code
          below.
        </Trans>
      );
    default:
      return <Trans>The camera could not start. Try again, or type the code below.</Trans>;
  }
}
