// The picture viewer's arithmetic: zoom about a point, pinch, pan within the picture, and when a swipe closes.
/** Scale and offset (px, from the stage's centre) of the picture: CSS `translate(x, y) scale(scale)`. */
export interface View {
  scale: number;
  x: number;
  y: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
export const FITTED: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The scale kept within 1–5 and the picture kept over the stage (no empty edge shows while zoomed in). */
export function within(view: View, stage: Size): View {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE);
  const maxX = ((scale - 1) * stage.width) / 2;
  const maxY = ((scale - 1) * stage.height) / 2;
  return { scale, x: clamp(view.x, -maxX, maxX) || 0, y: clamp(view.y, -maxY, maxY) || 0 };
}

/** Zooms by `factor` keeping the picture's point under `at` (from the stage's centre) where it is. */
export function zoomAt(view: View, factor: number, at: Point, stage: Size): View {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE);
  const k = scale / view.scale;
  return within({ scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, stage);
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers moved from `from` to `to` (points from the stage's centre) since the pinch began at `start`: the
 * picture scales with their distance and its point under their middle follows the middle.
 */
export function pinch(start: View, from: [Point, Point], to: [Point, Point], stage: Size): View {
  const before = distance(...from);
  const scale = clamp(
    start.scale * (before > 0 ? distance(...to) / before : 1),
    MIN_SCALE,
    MAX_SCALE,
  );
  const m0 = middle(...from);
  const m1 = middle(...to);
  const k = scale / start.scale;
  return within({ scale, x: m1.x - (m0.x - start.x) * k, y: m1.y - (m0.y - start.y) * k }, stage);
}

/** One finger dragged by `by` on a zoomed-in picture. */
export const pan = (start: View, by: Point, stage: Size): View =>
  within({ scale: start.scale, x: start.x + by.x, y: start.y + by.y }, stage);

/** A drag closes the viewer when the picture is not zoomed in and it went mostly down, far enough. */
export function swipeCloses(view: View, by: Point, stage: Size): boolean {
  const far = clamp(stage.height / 5, 60, 120);
  return view.scale === 1 && by.y > far && by.y > 2 * Math.abs(by.x);
}
