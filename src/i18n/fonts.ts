// Bangla fonts: the phone's own Noto Sans Bengali when it has one (src/i18n/fonts.css names it in local()), else
// the app's files, fetched as soon as Bangla is chosen (before any Bangla text is laid out), and only then.
import regular from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import semibold from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url";

const PRELOADS = [regular, semibold];

/** The names systems give Noto Sans Bengali's regular face (Android's Bangla font among them). */
export const LOCAL_NAMES = [
  "Noto Sans Bengali",
  "NotoSansBengali-Regular",
  "Noto Sans Bengali UI",
  "NotoSansBengaliUI-Regular",
];

/** Whether the device has Noto Sans Bengali of its own: a face of only local() sources loads or fails at once. */
export async function hasLocalBanglaFont(): Promise<boolean> {
  if (typeof FontFace === "undefined") return false;
  const sources = LOCAL_NAMES.map((name) => `local("${name}")`).join(", ");
  try {
    await new FontFace("Pathagar Local Bengali Probe", sources).load();
    return true;
  } catch {
    return false;
  }
}

/** Adds `<link rel="preload" as="font">` for the Bengali regular and semibold faces (once). */
function addPreloads(doc: Document): void {
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

/** Preloads the app's Bengali faces, unless the device has its own (then nothing is downloaded). */
export async function preloadBanglaFonts(
  doc: Document = document,
  hasLocal: () => Promise<boolean> = hasLocalBanglaFont,
): Promise<void> {
  if (!(await hasLocal())) addPreloads(doc);
}
