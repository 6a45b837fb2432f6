// A search field for a list: answers as the user types (after a short pause when the server searches).
import { useEffect, useId, useRef, useState } from "react";

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (term: string) => void;
  /** Milliseconds to wait after the last key; 0 searches on every key (local search). */
  delay?: number;
}

export function SearchBox({ label, value, onSearch, delay = 350 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  // The URL is the source of truth: back/forward changes the box.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    if (delay === 0) latest.current(next.trim());
    else timer.current = setTimeout(() => latest.current(next.trim()), delay);
  };

  return (
    <form
      role="search"
      className="library-search"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        latest.current(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="ui-field__control"
        value={text}
        placeholder={label}
        maxLength={330}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => change(e.target.value)}
      />
    </form>
  );
}
