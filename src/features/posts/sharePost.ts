// What sharing a post sends: its title (or whose post it is), the start of its text, and where it shows — its
// library's page, or its author's profile (posts have no page of their own).
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PostRow } from "../../db";
import { shareLink, type ShareData } from "../../ui/share";
import { authorName } from "./Author";

const TEXT_MAX = 280;

export function postShareData(post: PostRow): ShareData {
  const name = authorName(post.user);
  const body = post.body.trim();
  return {
    title: post.title || i18n._(msg`Post by ${name}`),
    text: body.length > TEXT_MAX ? `${body.slice(0, TEXT_MAX - 1)}…` : body,
    url:
      post.postable_type === "library"
        ? `/libraries/${post.postable.id}`
        : `/users/${post.user.id}`,
  };
}

export const sharePost = (post: PostRow) => shareLink(postShareData(post));
