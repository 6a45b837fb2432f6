// Post or comment text as React text nodes: line breaks kept, web links clickable, never parsed as HTML.
import { Fragment } from "react";
import { linkify } from "./linkify";

export function RichBody({ text, className }: { text: string; className?: string }) {
  const lines = linkify(text);
  return (
    <div className={className} dir="auto">
      {lines.map((segments, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {segments.map((s, j) =>
            s.kind === "link" ? (
              <a key={j} href={s.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                {s.text}
              </a>
            ) : (
              <Fragment key={j}>{s.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </div>
  );
}
