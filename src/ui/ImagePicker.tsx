// Choose a picture to upload: images only (type and file signature checked), shrunk, previewed within 460x320.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { checkImageFile, compressImage } from "../lib/image";
import { IMAGE_ACCEPT } from "../lib/imageTypes";
import { FieldMessage, firstError, type FieldError } from "./Field";
import { Spinner } from "./Spinner";
import "./ImagePicker.css";

export interface ImagePickerProps {
  label: ReactNode;
  /** Called with the checked (and compressed) file, or null when the picture is removed. */
  onChange: (file: File | null) => void;
  /** An image already saved (e.g. when editing a post), shown until another is chosen or it is removed. */
  currentUrl?: string | null;
  /** A server message for this field. */
  error?: FieldError;
  /** Shrink photos before handing them over (default true). */
  compress?: boolean;
  disabled?: boolean;
}

export function ImagePicker({
  label,
  onChange,
  currentUrl = null,
  error,
  compress = true,
  disabled = false,
}: ImagePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  // The chosen file with its object URL for the preview; the URL is released when replaced or unmounted.
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [removed, setRemoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const previewUrl = picked?.url ?? (removed ? null : currentUrl);
  const message = localError ?? firstError(error);

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    setBusy(true);
    setLocalError(null);
    try {
      if (!(await checkImageFile(picked))) {
        setLocalError(t`Choose an image file (JPEG, PNG, GIF or WebP).`);
        return;
      }
      const ready = compress ? await compressImage(picked) : picked;
      setPicked({ file: ready, url: URL.createObjectURL(ready) });
      setRemoved(false);
      onChange(ready);
    } finally {
      setBusy(false);
      // Choosing the same file again must fire a change event.
      if (input.current) input.current.value = "";
    }
  };

  const remove = () => {
    setPicked(null);
    setRemoved(true);
    setLocalError(null);
    onChange(null);
    input.current?.focus();
  };

  return (
    <div className="ui-field ui-image-picker">
      <span className="ui-field__label" id={`${inputId}-label`}>
        {label}
      </span>
      {previewUrl && (
        <img className="ui-image-picker__preview" src={previewUrl} alt={t`Chosen picture`} />
      )}
      <div className="ui-image-picker__actions">
        <label className="ui-image-picker__choose" data-disabled={disabled || busy || undefined}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            disabled={disabled || busy}
            aria-labelledby={`${inputId}-label ${inputId}-choose`}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <span id={`${inputId}-choose`}>
            {previewUrl ? <Trans>Choose another image</Trans> : <Trans>Choose image</Trans>}
          </span>
        </label>
        {previewUrl && !busy && (
          <button
            type="button"
            className="ui-button ui-button--link"
            onClick={remove}
            disabled={disabled}
          >
            <Trans>Remove image</Trans>
          </button>
        )}
        {busy && <Spinner size="small" label={t`Preparing the image…`} />}
      </div>
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}
