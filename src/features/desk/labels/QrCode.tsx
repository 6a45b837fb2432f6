// A QR code image of `text`, drawn on the device; the text rides along as data-qr for tools and tests.
import { useMemo } from "react";
import { qrDataUrl } from "./qrSvg";

export function QrCode({ text, className }: { text: string; className?: string }) {
  const src = useMemo(() => qrDataUrl(text), [text]);
  return <img className={className} src={src} alt="" data-qr={text} draggable={false} />;
}
