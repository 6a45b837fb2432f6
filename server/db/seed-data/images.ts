// Seed pictures drawn as small SVG files (logos, covers, post photos, book covers, avatars) in the upload store.
import type { UploadStore } from "../../uploads/store";

const PALETTE = [
  ["#0f766e", "#99f6e4"],
  ["#1d4ed8", "#bfdbfe"],
  ["#be185d", "#fbcfe8"],
  ["#b45309", "#fde68a"],
  ["#7c3aed", "#ddd6fe"],
  ["#15803d", "#bbf7d0"],
  ["#b91c1c", "#fecaca"],
  ["#334155", "#e2e8f0"],
] as const;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

/** An open book over a coloured disc with the library's initials. */
export function logoSvg(initials: string, [main, accent]: readonly [string, string]): string {
  return svg(
    240,
    240,
    `<circle cx="120" cy="120" r="116" fill="${main}"/>` +
      `<path d="M60 92 Q90 80 118 92 V150 Q90 138 60 150 Z" fill="${accent}"/>` +
      `<path d="M122 92 Q150 80 180 92 V150 Q150 138 122 150 Z" fill="${accent}" opacity="0.85"/>` +
      `<text x="120" y="196" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>`,
  );
}

/** A wide banner: sky gradient, hills and a row of shelves. */
export function coverSvg([main, accent]: readonly [string, string], variant: number): string {
  const hill = 200 + (variant % 4) * 12;
  return svg(
    1200,
    312,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
      `<rect width="1200" height="312" fill="url(#g)"/>` +
      `<circle cx="${900 - variant * 60}" cy="90" r="46" fill="#fff" opacity="0.55"/>` +
      `<path d="M0 ${hill} Q300 ${hill - 80} 600 ${hill} T1200 ${hill - 20} V312 H0 Z" fill="#000" opacity="0.18"/>` +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<rect x="${80 + i * 24}" y="${190 + ((i * 7 + variant) % 30)}" width="18" height="${90 - ((i * 7 + variant) % 30)}" rx="2" fill="#fff" opacity="${0.35 + (i % 3) * 0.15}"/>`,
      ).join(""),
  );
}

/** A landscape for a post: river, sun and boats in one of the palette's colours. */
export function postImageSvg(variant: number): string {
  const [main, accent] = PALETTE[variant % PALETTE.length]!;
  const sunX = 120 + ((variant * 97) % 660);
  return svg(
    920,
    640,
    `<rect width="920" height="640" fill="${accent}"/>` +
      `<circle cx="${sunX}" cy="170" r="70" fill="#fde047"/>` +
      `<path d="M0 360 Q230 280 460 360 T920 340 V640 H0 Z" fill="${main}" opacity="0.75"/>` +
      `<rect y="470" width="920" height="170" fill="${main}"/>` +
      `<path d="M${200 + variant * 20} 500 h120 l-20 28 h-80 Z" fill="#1f2937"/>` +
      `<path d="M${260 + variant * 20} 500 v-60 l40 52 Z" fill="#f8fafc"/>`,
  );
}

/** A plain book cover (no text, so no font is needed): a band, a frame and an emblem. */
export function bookCoverSvg(variant: number): string {
  const [main, accent] = PALETTE[variant % PALETTE.length]!;
  const shape =
    variant % 3 === 0
      ? `<circle cx="100" cy="150" r="40" fill="${accent}"/>`
      : variant % 3 === 1
        ? `<path d="M100 105 L140 185 H60 Z" fill="${accent}"/>`
        : `<rect x="62" y="112" width="76" height="76" transform="rotate(45 100 150)" fill="${accent}"/>`;
  return svg(
    200,
    300,
    `<rect width="200" height="300" fill="${main}"/>` +
      `<rect x="14" y="14" width="172" height="272" fill="none" stroke="${accent}" stroke-width="3"/>` +
      `<rect x="14" y="${40 + (variant % 5) * 8}" width="172" height="14" fill="${accent}" opacity="0.6"/>` +
      shape,
  );
}

/** A head-and-shoulders silhouette on a coloured square. */
export function avatarSvg(variant: number): string {
  const [main, accent] = PALETTE[variant % PALETTE.length]!;
  return svg(
    192,
    192,
    `<rect width="192" height="192" fill="${accent}"/>` +
      `<circle cx="96" cy="76" r="36" fill="${main}"/>` +
      `<path d="M30 192 Q30 122 96 122 Q162 122 162 192 Z" fill="${main}"/>`,
  );
}

export const SEED_URL = "/uploads/seed";

/**
 * Stores the files as `seed/<name>` and returns nothing; the URLs are `${SEED_URL}/<name>`, which the
 * server answers from the store whichever it is.
 */
export async function writeSeedImages(
  store: UploadStore,
  files: ReadonlyMap<string, string>,
): Promise<void> {
  const encoder = new TextEncoder();
  await Promise.all(
    [...files].map(([name, body]) => store.put(`seed/${name}`, encoder.encode(body))),
  );
}

export const IMAGE_VARIANTS = PALETTE.length;
