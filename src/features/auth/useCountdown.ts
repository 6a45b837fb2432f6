// A countdown to a deadline, in whole seconds, that stays right when the tab sleeps (it reads the clock).
import { useEffect, useState } from "react";

/** Whole seconds left until `deadline` (ms since epoch), never below 0. */
export function secondsLeft(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Seconds left until `deadline`, updated every quarter second; null when there is no deadline. */
export function useCountdown(deadline: number | null): number | null {
  const [left, setLeft] = useState<number | null>(() =>
    deadline === null ? null : secondsLeft(deadline),
  );
  const [shownFor, setShownFor] = useState(deadline);
  if (shownFor !== deadline) {
    // A new deadline: show its first value in this render, not one tick later.
    setShownFor(deadline);
    setLeft(deadline === null ? null : secondsLeft(deadline));
  }
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const next = secondsLeft(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
