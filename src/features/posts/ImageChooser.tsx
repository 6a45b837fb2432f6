// Picks a picture for a post: images only, shrunk on the device, previewed within 460×320.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type ChangeEvent } from "react";
import { IMAGE_ACCEPT } from "../../lib/imageTypes";
import { Button } from "../../ui/Button";
import { NotAnImageError, prepareImage } from "./prepareImage";
import { useObjectUrl } from "./useObjectUrl";

interface ImageChooserProps {
  image: Blob | null;
  /** The picture the post has now (editing), shown until another is chosen. */
  currentUrl: string | null;
  onChange: (image: Blob | null) => void;
}

export function ImageChooser({ image, currentUrl, onChange }: ImageChooserProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = useObjectUrl(image);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setBusy(true);
    try {
      onChange(await prepareImage(file));
      setError(null);
    } catch (e) {
      setError(
        e instanceof NotAnImageError
          ? t`Choose an image file (JPEG, PNG, WebP or GIF).`
          : String(e),
      );
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? currentUrl;
  return (
    <div className="image-chooser">
      <label htmlFor={inputId} className="image-chooser__label">
        {busy ? <Trans>Preparing the picture…</Trans> : <Trans>Add a picture (optional)</Trans>}
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(e) => void choose(e)}
        className="image-chooser__input"
        data-testid="post-image-input"
      />
      {error && (
        <p className="image-chooser__error" role="alert">
          {error}
        </p>
      )}
      {shown && (
        <div className="image-chooser__preview">
          <img src={shown} alt={t`Chosen picture`} />
          {image && (
            <Button variant="link" onClick={() => onChange(null)}>
              <Trans>Remove picture</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
