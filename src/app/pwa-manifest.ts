// The web app manifest: how Pathagar looks when installed on a phone's home screen.
import type { ManifestOptions } from "vite-plugin-pwa";

/**
 * The Bangla name and description, as the manifest localization proposal (WICG manifest-incubations) spells
 * them: browsers that know the members use them for a Bangla device, the others ignore them.
 */
const localized = {
  name_localized: { bn: { value: "পাঠাগার", lang: "bn" } },
  short_name_localized: { bn: { value: "পাঠাগার", lang: "bn" } },
  description_localized: {
    bn: { value: "কমিউনিটি পাঠাগার ও তাদের পাঠক, অনলাইনে ও অফলাইনে।", lang: "bn" },
  },
};

/** A shortcut's Bangla name, for the browsers that know the proposal. */
const inBangla = (value: string) => ({ name_localized: { bn: { value, lang: "bn" } } });

export const pwaManifest: Partial<ManifestOptions> = {
  ...localized,
  id: "/",
  // Both names where the install dialog shows it; the home screen's label stays short.
  name: "Pathagar · পাঠাগার",
  short_name: "Pathagar",
  description: "Community libraries and their readers, online and offline.",
  lang: "en",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: "#0f766e",
  categories: ["books", "education", "social"],
  // Text, a link or a picture shared from another app opens a new post (src/sw.ts keeps the form).
  share_target: {
    action: "/share-target",
    method: "POST",
    enctype: "multipart/form-data",
    params: {
      title: "title",
      text: "text",
      url: "url",
      files: [{ name: "image", accept: ["image/jpeg", "image/png", "image/webp", "image/gif"] }],
    },
  },
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    {
      src: "/icons/monochrome-512.png",
      sizes: "512x512",
      type: "image/png",
      purpose: "monochrome",
    },
  ],
  // The long-press menu of the installed app, named in Bangla too (the same proposal's `name_localized`, as
  // the app's menu says them). The desk's scan goes through /desk, which finds the library the person staffs.
  shortcuts: [
    {
      name: "News Feed",
      ...inBangla("নিউজ ফিড"),
      url: "/",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "My Libraries",
      ...inBangla("আমার পাঠাগার"),
      url: "/libraries/my-libraries",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "Take a book back",
      ...inBangla("বই ফেরত নিন"),
      url: "/desk?scan=return",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
  ],
  // The richer install dialog; taken from the app by scripts/make-screenshots.ts, not precached.
  screenshots: [
    {
      src: "/screenshots/feed-narrow.webp",
      sizes: "412x915",
      type: "image/webp",
      form_factor: "narrow",
      label: "The news feed of a reader's libraries on a phone",
    },
    {
      src: "/screenshots/feed-wide.webp",
      sizes: "1280x800",
      type: "image/webp",
      form_factor: "wide",
      label: "The news feed on a computer",
    },
  ],
};
