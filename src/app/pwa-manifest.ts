// The web app manifest: how Pathagar looks when installed on a phone's home screen.
import type { ManifestOptions } from "vite-plugin-pwa";

export const pwaManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Pathagar",
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
  ],
};
