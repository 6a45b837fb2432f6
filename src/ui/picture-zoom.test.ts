// The viewer's arithmetic: limits, zoom about a point, pinch, pan and the swipe that closes.
import { describe, expect, it } from "vitest";
import { FITTED, pan, pinch, swipeCloses, within, zoomAt } from "./picture-zoom";

const stage = { width: 400, height: 800 };

describe("picture zoom", () => {
  it("keeps the scale within 1–5 and the picture over the stage", () => {
    expect(within({ scale: 9, x: 0, y: 0 }, stage).scale).toBe(5);
    expect(within({ scale: 0.2, x: 50, y: 50 }, stage)).toEqual(FITTED);
    // At 2× the picture may move by half its extra size: 200 px sideways, 400 px up or down.
    expect(within({ scale: 2, x: 999, y: -999 }, stage)).toEqual({ scale: 2, x: 200, y: -400 });
  });

  it("zooms about a point, which stays where it is", () => {
    const at = { x: 100, y: -50 };
    const view = zoomAt(FITTED, 2, at, stage);
    expect(view).toEqual({ scale: 2, x: -100, y: 50 });
    // The picture's point under `at` is (at - offset) / scale: the same before and after.
    expect((at.x - view.x) / view.scale).toBe(at.x);
    expect(zoomAt(view, 0.1, at, stage)).toEqual(FITTED);
  });

  it("pinches: fingers twice as far apart double the scale; the middle carries the picture", () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: -50, y: 0 },
      { x: 50, y: 0 },
    ];
    const apart = pinch(
      FITTED,
      from,
      [
        { x: -100, y: 0 },
        { x: 100, y: 0 },
      ],
      stage,
    );
    expect(apart).toEqual({ scale: 2, x: 0, y: 0 });
    const moved = pinch(
      FITTED,
      from,
      [
        { x: -70, y: 30 },
        { x: 130, y: 30 },
      ],
      stage,
    );
    expect(moved).toEqual({ scale: 2, x: 30, y: 30 });
    // Fingers on one spot change nothing (no division by zero).
    const spot: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ];
    expect(pinch(FITTED, spot, spot, stage)).toEqual(FITTED);
  });

  it("pans only a zoomed-in picture, within its edges", () => {
    expect(pan(FITTED, { x: 80, y: 80 }, stage)).toEqual(FITTED);
    expect(pan({ scale: 3, x: 0, y: 0 }, { x: 80, y: -2000 }, stage)).toEqual({
      scale: 3,
      x: 80,
      y: -800,
    });
  });

  it("closes on a long, mostly downward drag of a fitted picture only", () => {
    expect(swipeCloses(FITTED, { x: 10, y: 150 }, stage)).toBe(true);
    expect(swipeCloses(FITTED, { x: 10, y: 60 }, stage)).toBe(false);
    // On a short stage a shorter swipe does, but never under 60 px.
    expect(swipeCloses(FITTED, { x: 0, y: 70 }, { width: 300, height: 320 })).toBe(true);
    expect(swipeCloses(FITTED, { x: 0, y: 50 }, { width: 1, height: 1 })).toBe(false);
    expect(swipeCloses(FITTED, { x: 150, y: 150 }, stage)).toBe(false);
    expect(swipeCloses(FITTED, { x: 0, y: -200 }, stage)).toBe(false);
    expect(swipeCloses({ scale: 2, x: 0, y: 0 }, { x: 0, y: 300 }, stage)).toBe(false);
  });
});
