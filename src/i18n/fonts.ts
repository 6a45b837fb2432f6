// Bangla fonts: the device's own Bengali font when it has one (src/i18n/fonts.css names them in local()), else
// the app's files, fetched as soon as Bangla is chosen (before any Bangla text is laid out), and only then.
import regular from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import semibold from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url";

const PRELOADS = [regular, semibold];

/**
 * The device's own Bengali faces the stylesheet (src/i18n/fonts.css) tries before the app's regular file, in its
 * order: Android's Noto Sans Bengali, iOS's and macOS's, Windows's and Linux's Bangla fonts, by full and PostScript name.
 */
export const LOCAL_NAMES = [
  "Noto Sans Bengali",
  "NotoSansBengali-Regular",
  "Noto Sans Bengali UI",
  "NotoSansBengaliUI-Regular",
  "Kohinoor Bangla",
  "KohinoorBangla-Regular",
  "Bangla Sangam MN",
  "BanglaSangamMN",
  "Nirmala UI",
  "NirmalaUI",
  "Shonar Bangla",
  "ShonarBangla",
  "Vrinda",
  "Lohit Bengali",
  "Lohit-Bengali",
];

/** The same for the semibold face: the device's semibold or bold, else (Lohit has no other) its regular. */
export const LOCAL_SEMIBOLD_NAMES = [
  "Noto Sans Bengali SemiBold",
  "NotoSansBengali-SemiBold",
  "Noto Sans Bengali UI SemiBold",
  "NotoSansBengaliUI-SemiBold",
  "Noto Sans Bengali Bold",
  "NotoSansBengali-Bold",
  "Noto Sans Bengali UI Bold",
  "NotoSansBengaliUI-Bold",
  "Kohinoor Bangla Semibold",
  "KohinoorBangla-Semibold",
  "Bangla Sangam MN Bold",
  "BanglaSangamMN-Bold",
  "Nirmala UI Semibold",
  "NirmalaUI-Semibold",
  "Shonar Bangla Bold",
  "ShonarBangla-Bold",
  "Vrinda Bold",
  "Vrinda-Bold",
  "Lohit Bengali",
  "Lohit-Bengali",
];

/** Whether the device has a Bengali font of its own: a face of only local() sources loads or fails at once. */
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
