// Bangla fonts are fetched as soon as Bangla is chosen (before any Bangla text is laid out), and only then.
import regular from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import semibold from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url";

const PRELOADS = [regular, semibold];

/** Adds `<link rel="preload" as="font">` for the Bengali regular and semibold faces (once). */
export function preloadBanglaFonts(doc: Document = document): void {
  for (const href of PRELOADS) {
    if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = doc.createElement("link");
    link.setAttribute("rel", "preload");
    link.setAttribute("as", "font");
    link.setAttribute("type", "font/woff2");
    link.setAttribute("crossorigin", "anonymous");
    link.setAttribute("href", href);
    doc.head.append(link);
  }
}
