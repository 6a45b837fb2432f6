// Uploading a library's logo or cover: images only, shrunk on the device (with progress), then sent;
// the dialog closes on success (SPEC §4) and the new picture shows at once.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useOnline } from "../../lib/useOnline";
import { declaredImageType, IMAGE_ACCEPT } from "../../lib/imageTypes";
import { compressImage } from "../../lib/image";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { useObjectUrl } from "../posts/useObjectUrl";
import { uploadLibraryPicture, type LibraryPicture } from "../../sync/libraries";

const LIMITS: Record<LibraryPicture, { maxWidthOrHeight: number; maxSizeMB: number }> = {
  logo: { maxWidthOrHeight: 512, maxSizeMB: 0.3 },
  cover: { maxWidthOrHeight: 1920, maxSizeMB: 1 },
};

/** Shrinks a picture before upload (lib/image); small files and GIFs go as they are. */
export async function compressPicture(
  file: File,
  kind: LibraryPicture,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  const shrunk =
    file.size <= 150_000 ? file : await compressImage(file, { ...LIMITS[kind], onProgress });
  onProgress(100);
  return shrunk;
}

type Step = { at: "choose" } | { at: "compress"; percent: number } | { at: "upload" };

interface PictureUploadModalProps {
  libraryId: number;
  kind: LibraryPicture;
  onClose: () => void;
}

export function PictureUploadModal({ libraryId, kind, onClose }: PictureUploadModalProps) {
  const { t } = useLingui();
  const online = useOnline();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [step, setStep] = useState<Step>({ at: "choose" });
  const [error, setError] = useState<string | null>(null);
  const busy = step.at !== "choose";

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!declaredImageType(chosen.type)) {
      setFile(null);
      setError(t`Choose an image file (JPEG, PNG, WebP or GIF).`);
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      setError(t`Choose a picture first.`);
      return;
    }
    try {
      setStep({ at: "compress", percent: 0 });
      const blob = await compressPicture(file, kind, (percent) =>
        setStep({ at: "compress", percent }),
      );
      setStep({ at: "upload" });
      await uploadLibraryPicture(libraryId, kind, blob, crypto.randomUUID());
      onClose();
    } catch {
      setStep({ at: "choose" });
      setError(t`The picture could not be uploaded. Try again.`);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={
        kind === "logo" ? <Trans>Upload library logo</Trans> : <Trans>Upload cover photo</Trans>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void upload()} busy={busy} disabled={!online}>
            <Trans>Upload</Trans>
          </Button>
        </>
      }
    >
      <div className="picture-upload">
        <label htmlFor={inputId} className="ui-field__label">
          {kind === "logo" ? <Trans>Logo picture</Trans> : <Trans>Cover picture</Trans>}
        </label>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0])}
          data-testid="library-picture-input"
        />
        {!online && (
          <p className="library-note">
            <Trans>Pictures can be uploaded when you are online.</Trans>
          </p>
        )}
        {error && (
          <p className="library-note library-note--error" role="alert">
            {error}
          </p>
        )}
        {preview && (
          <img
            src={preview}
            alt={t`Chosen picture`}
            className={`picture-upload__preview picture-upload__preview--${kind}`}
          />
        )}
        {step.at !== "choose" && (
          <div className="picture-upload__progress">
            <progress
              max={100}
              value={step.at === "compress" ? step.percent : undefined}
              aria-label={t`Upload progress`}
            />
            <span role="status">
              {step.at === "compress" ? (
                <Trans>Preparing the picture…</Trans>
              ) : (
                <Trans>Uploading…</Trans>
              )}
            </span>
          </div>
        )}
      </div>
    </Modal>
  );
}
