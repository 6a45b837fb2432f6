// A QR code as an SVG data URL, drawn on the device (works offline). Only the label pages load it.
import QRCode from "qrcode";

/** The SVG of `text`'s QR code (error correction M, no quiet zone: the label's padding gives it). */
export function qrSvg(text: string): string {
  let svg = "";
  let failure: unknown = null;
  // With a callback the library draws at once, so a sheet renders in one pass.
  QRCode.toString(text, { type: "svg", margin: 0, errorCorrectionLevel: "M" }, (error, out) => {
    failure = error;
    svg = out;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return svg;
}

/** `qrSvg(text)` as a data URL for an <img> (the CSP allows data: images). */
export const qrDataUrl = (text: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(text))}`;
