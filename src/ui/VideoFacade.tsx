// A video's title and play button, and nothing from the video service until the reader taps it (then its frame).
import { lazy, Suspense, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { isOnline } from "../lib/connectivity";
import "./VideoFacade.css";

const VideoEmbed = lazy(() => import("./VideoEmbed").then((m) => ({ default: m.VideoEmbed })));

export interface VideoFacadeProps {
  /** The YouTube video id (11 characters). */
  youtubeId: string;
  title: string;
  /** A second line under the title (e.g. who speaks). */
  caption?: string;
}

/** The watch page the frame is made from: VideoEmbed frames it only from an allowed player host. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export function VideoFacade({ youtubeId, title, caption }: VideoFacadeProps) {
  const [state, setState] = useState<"waiting" | "playing" | "offline">("waiting");
  if (state === "playing") {
    return (
      <Suspense fallback={<div className="video-facade" />}>
        <VideoEmbed url={youtubeWatchUrl(youtubeId)} title={title} autoplay />
      </Suspense>
    );
  }
  return (
    <div className="video-facade">
      <button
        type="button"
        className="video-facade__play"
        onClick={() => setState(isOnline() ? "playing" : "offline")}
      >
        <svg aria-hidden="true" viewBox="0 0 48 48" width="56" height="56">
          <circle cx="24" cy="24" r="24" fill="currentColor" />
          <path d="M19 15l15 9-15 9z" fill="var(--color-video-facade-icon)" />
        </svg>
        {/* Heard before the title; the name then holds every word shown (WCAG 2.5.3). */}
        <span className="visually-hidden">
          <Trans>Play the video:</Trans>
        </span>{" "}
        <span className="video-facade__title">{title}</span>{" "}
        {caption && <span className="video-facade__caption">{caption}</span>}
      </button>
      {state === "offline" && (
        <p className="video-facade__offline" role="status">
          <Trans>This video needs an internet connection. Connect, then tap it again.</Trans>
        </p>
      )}
    </div>
  );
}
