// Sets the page's meta description and Open Graph tags from the route, in the active language.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export const defaultDescription = msg`Pathagar connects community libraries and their readers in Bangladesh: news feed, books and members, and training courses, even offline.`;

function setMeta(attribute: "name" | "property", key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
  locale: string;
  url: string;
}

export function applyPageMeta(meta: PageMeta): void {
  setMeta("name", "description", meta.description);
  setMeta("property", "og:type", "website");
  setMeta("property", "og:site_name", meta.siteName);
  setMeta("property", "og:title", meta.title);
  setMeta("property", "og:description", meta.description);
  setMeta("property", "og:url", meta.url);
  setMeta("property", "og:locale", meta.locale === "bn" ? "bn_BD" : "en_US");
  setMeta("property", "og:image", new URL("/icons/icon-512.png", meta.url).href);
  setMeta("name", "twitter:card", "summary");
}

export type { MessageDescriptor };
