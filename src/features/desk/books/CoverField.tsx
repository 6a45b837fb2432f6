// The cover photo: taken with the phone's camera and shrunk on the device. Covers are uploaded online only,
// so offline the field is off and says why; a known book's cover shows until a photo is chosen.
import { useEffect, useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOnline } from "../../../lib/useOnline";
import { Button } from "../../../ui/Button";
import { NotAnImageError, prepareImage } from "../../posts/prepareImage";

interface Props {
  photo: Blob | null;
  /** The cover the book already has (the shared catalogue's). */
  knownUrl: string | null;
  onChange: (photo: Blob | null) => void;
}

export function CoverField({ photo, knownUrl, onChange }: Props) {
  const { t } = useLingui();
  const online = useOnline();
  const [problem, setProblem] = useState<"image" | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? knownUrl;

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    try {
      onChange(await prepareImage(file));
    } catch (e) {
      if (e instanceof NotAnImageError) setProblem("image");
      else throw e;
    }
  };

  return (
    <div className="copy-cover">
      {shown ? (
        <img className="copy-cover__image" src={shown} alt={t`Cover`} />
      ) : (
        <span className="copy-cover__image copy-cover__image--blank" aria-hidden="true" />
      )}
      <div className="copy-cover__controls">
        <label className="copy-cover__label">
          <span>
            <Trans>Cover photo</Trans>
          </span>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={!online}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {photo && (
          <Button variant="link" onClick={() => onChange(null)}>
            <Trans>Remove the photo</Trans>
          </Button>
        )}
        {!online && (
          <p className="desk-note" data-testid="cover-offline">
            <Trans>
              Cover photos are sent only with a network. Add the book now and its cover later, from
              the book’s page, when you are online.
            </Trans>
          </p>
        )}
        {problem && (
          <p className="ui-field__error" role="alert">
            <Trans>This file is not a photo. Choose a JPEG, PNG or WebP picture.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
