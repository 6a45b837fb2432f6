// A picture that opens full screen when tapped; the viewer's code loads on the first tap.
import { useState, type ImgHTMLAttributes } from "react";
import { useLingui } from "@lingui/react/macro";
import { onDemand } from "../lib/onDemand";
import "./ViewablePicture.css";

const PictureViewer = onDemand(() => import("./PictureViewer").then((m) => m.PictureViewer));

export type ViewablePictureProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** What the picture shows: the viewer's title and the name of the button that opens it. */
  label: string;
  /** The frame's class (the picture's own `className` stays on the picture). */
  frameClassName?: string;
};

/**
 * The picture stays an image for assistive technology (its `alt`); a transparent button over it, named for
 * what it does, opens the viewer.
 */
export function ViewablePicture({ label, frameClassName, alt, ...img }: ViewablePictureProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <span className={["viewable-picture", frameClassName].filter(Boolean).join(" ")}>
      <img alt={alt ?? ""} {...img} />
      <button
        type="button"
        className="viewable-picture__open"
        aria-label={t`${label}: open full screen`}
        onPointerEnter={() => void PictureViewer.preload()}
        onClick={() => setOpen(true)}
      />
      {open && <PictureViewer src={img.src} alt={label} onClose={() => setOpen(false)} />}
    </span>
  );
}
