// The frame of a public information page: a heading band, then titled sections.
import { useId, type ReactNode } from "react";
import "./marketing.css";

export function InfoPage({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <article className="info-page" aria-labelledby={headingId}>
      <header className="info-hero">
        <h1 id={headingId}>{title}</h1>
        {lead && <p>{lead}</p>}
      </header>
      {children}
    </article>
  );
}

export function InfoSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** A grid of cards, each with a heading and a short text. */
export function CardGrid({
  cards,
  headingLevel = 3,
}: {
  cards: { key: string; title: ReactNode; body: ReactNode; extra?: ReactNode }[];
  /** 2 when the grid sits right under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.key} className="info-card">
          <Heading>{card.title}</Heading>
          <p>{card.body}</p>
          {card.extra}
        </li>
      ))}
    </ul>
  );
}
