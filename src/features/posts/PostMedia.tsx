// A post's picture (the server's, or the one chosen offline) and its video, embedded from allowed hosts only.
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { videoEmbedUrl } from "../../lib/videoLinks";
import type { PostRow } from "../../db";
import { richText } from "../../lib/richText";
import { VideoEmbed } from "../../ui/VideoEmbed";
import { useObjectUrl } from "./useObjectUrl";

export function PostImage({ post }: { post: PostRow }) {
  const { t } = useLingui();
  const local = useObjectUrl(post.image_url ? null : post.localImage);
  const src = post.image_url ?? local;
  if (!src) return null;
  return (
    <div className="post-image">
      <img src={src} alt={t`Picture in the post`} loading="lazy" decoding="async" />
    </div>
  );
}

/** The first link in the text that an allowed video host can play, as its embed URL. */
export function firstVideoEmbed(text: string): string | null {
  for (const piece of richText(text)) {
    if (piece.kind !== "link") continue;
    const embed = videoEmbedUrl(piece.href);
    if (embed) return embed;
  }
  return null;
}

export function PostVideo({ body, title }: { body: string; title: string | null }) {
  const { t } = useLingui();
  const embed = useMemo(() => firstVideoEmbed(body), [body]);
  if (!embed) return null;
  return (
    <div className="post-video">
      <VideoEmbed url={embed} title={title ?? t`Video in the post`} />
    </div>
  );
}
