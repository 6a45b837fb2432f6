// A person's or library's picture: the photo when there is one (and it loads), else coloured initials.
import { useState } from "react";
import { colourIndex, initials } from "../lib/initials";
import "./Avatar.css";

/** How many avatar colours Avatar.css defines (.ui-avatar--c0 … c7). */
export const AVATAR_COLOURS = 8;

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** Diameter in px (profile photo: 96). */
  size?: number;
  /** Beside a visible name the picture adds nothing for screen readers: hide it. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ name, src, size = 40, decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failed !== src;
  const classes = ["ui-avatar", className].filter(Boolean).join(" ");
  const style = { width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.4)) };
  if (showPhoto) {
    return (
      <img
        className={classes}
        src={src ?? undefined}
        alt={decorative ? "" : name}
        width={size}
        height={size}
        style={style}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src ?? null)}
      />
    );
  }
  return (
    <span
      className={`${classes} ui-avatar--initials ui-avatar--c${colourIndex(name, AVATAR_COLOURS)}`}
      style={style}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      data-testid="avatar-initials"
    >
      {initials(name)}
    </span>
  );
}
