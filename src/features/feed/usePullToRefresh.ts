// Pull-to-refresh on touch screens: pulling down from the very top of the page by `threshold` px and
// letting go runs `refresh`. Returns how far the finger has pulled (0 when not pulling).
import { useEffect, useRef, useState } from "react";

export function usePullToRefresh(refresh: () => void, threshold = 70): number {
  const [pull, setPull] = useState(0);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    const onStart = (e: TouchEvent) => {
      startY = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      distance = Math.max(0, (e.touches[0]?.clientY ?? startY) - startY);
      setPull(Math.min(distance, threshold * 1.5));
    };
    const onEnd = () => {
      if (startY !== null && distance >= threshold) latest.current();
      startY = null;
      distance = 0;
      setPull(0);
    };
    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchmove", onMove, { passive: true });
    window.addEventListener("touchend", onEnd);
    window.addEventListener("touchcancel", onEnd);
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchmove", onMove);
      window.removeEventListener("touchend", onEnd);
      window.removeEventListener("touchcancel", onEnd);
    };
  }, [threshold]);
  return pull;
}
