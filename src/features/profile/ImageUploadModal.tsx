// Upload my photo or cover (SPEC §2 User page, §4): images only, resized on the device, progress shown,
// the new picture (with its cache-busting tick) in the session, and the modal closes on success.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isApiError } from "../../sync/errors";
import { useOnline } from "../../lib/useOnline";
import { useSession } from "../../session/session";
import { formatNumber } from "../../i18n";
import { Alert, Button, Modal } from "../../ui";
import { IMAGE_ACCEPT } from "../../lib/imageTypes";
import { isImageFile, prepareImage } from "./prepareImage";
import { uploadImage, withTick } from "../../sync/uploadImage";

export type PictureKind = "photo" | "cover";

const TARGET = {
  photo: { path: "users/upload-own-photo", field: "photo", key: "photo_url" },
  cover: { path: "users/upload-my-cover-photo", field: "cover", key: "cover_photo_url" },
} as const;

export interface ImageUploadModalProps {
  kind: PictureKind;
  open: boolean;
  onClose: () => void;
  /** Called with the new URL (tick included) after the session was updated. */
  onUploaded?: (url: string) => void;
  /** Replaceable in tests (jsdom has no canvas or network). */
  prepare?: typeof prepareImage;
  upload?: typeof uploadImage;
}

export function ImageUploadModal(props: ImageUploadModalProps) {
  // A fresh form each time it opens.
  return props.open ? <UploadForm {...props} /> : null;
}

function UploadForm({
  kind,
  onClose,
  onUploaded,
  prepare = prepareImage,
  upload = uploadImage,
}: ImageUploadModalProps) {
  const { t } = useLingui();
  const online = useOnline();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const showPreview = (chosen: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(previewUrl.current);
  };

  const choose = async (chosen: File | undefined) => {
    setProblem(null);
    if (!chosen) return;
    if (!(await isImageFile(chosen))) {
      setFile(null);
      showPreview(null);
      setProblem(t`Please choose an image file (JPEG, PNG, WebP or GIF).`);
      return;
    }
    setFile(chosen);
    showPreview(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (!file) {
      setProblem(t`Please choose an image first.`);
      return;
    }
    setProblem(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const ready = await prepare(file, kind);
      const target = TARGET[kind];
      const url = withTick(
        await upload(target.path, target.field, ready, {
          onProgress: setProgress,
          signal: abort.current.signal,
        }),
      );
      const user = useSession.getState().user;
      if (user) useSession.getState().setUser({ ...user, [target.key]: url });
      onUploaded?.(url);
      onClose();
    } catch (error) {
      if ((error as { name?: string }).name === "AbortError") return;
      setProgress(null);
      const fieldMessage = isApiError(error) ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
      setProblem(
        fieldMessage ??
          (isApiError(error) && error.kind !== "http"
            ? t`The picture could not be uploaded: the server cannot be reached. Try again when you are online.`
            : t`The picture could not be uploaded. Please try again.`),
      );
    }
  };

  const uploading = progress !== null;
  const percent = formatNumber((progress ?? 0) / 100, { style: "percent" });

  return (
    <Modal
      open
      onClose={() => {
        abort.current?.abort();
        onClose();
      }}
      title={
        kind === "photo" ? <Trans>Change profile photo</Trans> : <Trans>Change cover photo</Trans>
      }
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              abort.current?.abort();
              onClose();
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={`${inputId}-form`} busy={uploading} disabled={!online}>
            <Trans>Upload</Trans>
          </Button>
        </>
      }
    >
      <form id={`${inputId}-form`} noValidate onSubmit={(e) => void submit(e)}>
        {!online && (
          <Alert tone="info">
            <Trans>You are offline. Pictures can be uploaded when you are back online.</Trans>
          </Alert>
        )}
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="upload-pick">
          <input
            id={inputId}
            className="upload-pick__input"
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="upload-input"
          />
          <label className="ui-button ui-button--secondary upload-pick__button" htmlFor={inputId}>
            <Trans>Choose an image</Trans>
          </label>
          <span className="upload-pick__name">
            {file ? file.name : <Trans>No picture chosen yet.</Trans>}
          </span>
        </div>
        {preview && (
          <img
            className={`upload-preview upload-preview--${kind}`}
            src={preview}
            alt={t`Preview of the chosen picture`}
          />
        )}
        {uploading && (
          <div className="upload-progress">
            <progress max={100} value={progress} aria-label={t`Upload progress`} />
            <span aria-live="polite">
              <Trans>Uploading… {percent}</Trans>
            </span>
          </div>
        )}
      </form>
    </Modal>
  );
}
