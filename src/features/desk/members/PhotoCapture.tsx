// A member's photo from the phone's front camera (or a file), checked and made smaller on the device.
import { useEffect, useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isImageFile, prepareImage } from "../../profile/prepareImage";

interface Props {
  /** The compressed photo, or null when none is chosen. */
  onChange: (photo: Blob | null) => void;
  /** Told while a chosen photo is being made smaller (saving then would leave it out). */
  onPreparing?: (preparing: boolean) => void;
}

export function PhotoCapture({ onChange, onPreparing }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(await isImageFile(file))) {
      setProblem(t`That file is not a photo. Choose a JPEG, PNG or WebP picture.`);
      return;
    }
    setBusy(true);
    onPreparing?.(true);
    try {
      const small = await prepareImage(file, "photo");
      setPreview(URL.createObjectURL(small));
      onChange(small);
    } finally {
      setBusy(false);
      onPreparing?.(false);
    }
  };

  return (
    <div className="member-photo">
      {preview && <img className="member-photo__preview" src={preview} alt={t`The new photo`} />}
      <label className="ui-button ui-button--secondary member-photo__pick" htmlFor={id}>
        {preview ? <Trans>Take another photo</Trans> : <Trans>Take a photo</Trans>}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="user"
        aria-label={t`Member photo`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {busy && (
        <p className="desk-note" role="status">
          <Trans>Preparing the photo…</Trans>
        </p>
      )}
      {problem && (
        <p className="ui-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
