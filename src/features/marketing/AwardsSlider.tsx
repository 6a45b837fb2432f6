// A swipeable slider of awards with previous/next buttons (scroll-snap; no autoplay).
import { useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { awards } from "./content";

export function AwardsSlider() {
  const { i18n, t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: "smooth" });
  };
  return (
    <div className="slider">
      <ul className="slider-track" ref={track}>
        {awards.map((award) => (
          <li key={award.key} className="info-card">
            <h3>{i18n._(award.title)}</h3>
            <p>{i18n._(award.body)}</p>
          </li>
        ))}
      </ul>
      <div className="slider-controls">
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
