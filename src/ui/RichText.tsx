// User-written text shown safely: line breaks kept, http(s) links clickable (new tab), never any HTML.
import { Fragment } from "react";
import { richText } from "../lib/richText";
import "./RichText.css";

export interface RichTextProps {
  text: string | null | undefined;
  /** The element that holds the text; a <div> by default. */
  as?: "div" | "p" | "span";
  className?: string;
}

export function RichText({ text, as: Element = "div", className }: RichTextProps) {
  const pieces = richText(text);
  return (
    <Element className={["ui-rich-text", className].filter(Boolean).join(" ")} dir="auto">
      {pieces.map((piece, i) => {
        if (piece.kind === "break") return <br key={i} />;
        if (piece.kind === "link") {
          return (
            <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer">
              {piece.text}
            </a>
          );
        }
        return <Fragment key={i}>{piece.text}</Fragment>;
      })}
    </Element>
  );
}
