// The awards slider: swipe or use the buttons and arrow keys; it advances on its own unless paused,
// hovered, focused or the visitor prefers reduced motion.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { awards } from "./content";

const ADVANCE_MS = 6000;

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not text
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function AwardsSlider() {
  const { i18n, t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(reducedMotion);
  const [held, setHeld] = useState(false);

  const move = useCallback(
    (direction: 1 | -1) => {
      const el = track.current;
      if (!el) return;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
      const behavior = reducedMotion ? "auto" : "smooth";
      if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior });
      else el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior });
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (paused || held) return;
    const timer = window.setInterval(() => move(1), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, held, move]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="slider"
      role="region"
      aria-roledescription={t`slider`}
      aria-label={t`Award highlights`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul
        className="slider-track"
        ref={track}
        tabIndex={0}
        aria-label={t`Awards, use the arrow keys to move`}
        aria-live={paused ? "polite" : "off"}
        onKeyDown={onKeyDown}
      >
        {awards.map((award, index) => {
          const position = index + 1;
          const count = awards.length;
          return (
            <li
              key={award.key}
              className="info-card"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
            >
              <h3>{i18n._(award.title)}</h3>
              <p>{i18n._(award.body)}</p>
            </li>
          );
        })}
      </ul>
      <div className="slider-controls">
        <button type="button" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? t`Play` : t`Pause`}
        </button>
        <button type="button" onClick={() => move(-1)} aria-label={t`Previous award`}>
          ‹
        </button>
        <button type="button" onClick={() => move(1)} aria-label={t`Next award`}>
          ›
        </button>
      </div>
    </div>
  );
}
