// A "more actions" (kebab) menu: a button opening a list of actions, driven by mouse, touch or keyboard.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import "./Menu.css";

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  /** A red item for destructive actions (delete, block). */
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  items: readonly MenuItem[];
  /** The button's accessible name, e.g. "Post actions"; defaults to "More actions". */
  label?: string;
  /** Which edge of the button the list lines up with. */
  align?: "start" | "end";
  /** Called when the pointer comes over the button, presses it or focus reaches it (to load what the items open). */
  onIntent?: () => void;
}

export function Menu({ items, label, align = "end", onIntent }: MenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<"first" | "last" | null>(null);

  const enabledItems = () =>
    [...(list.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]") ?? [])].filter(
      (el) => el.getAttribute("aria-disabled") !== "true",
    );

  // Before the list is painted (a layout effect; a plain one may run after the paint): a choice made at
  // once must not be followed by a late focus on the first item, which would take focus from where the
  // choice put it.
  useLayoutEffect(() => {
    if (!open) return;
    if (pendingFocus.current) {
      const targets = enabledItems();
      (pendingFocus.current === "first" ? targets[0] : targets[targets.length - 1])?.focus();
      pendingFocus.current = null;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const openWith = (focus: "first" | "last") => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openWith("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWith("last");
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const targets = enabledItems();
    const index = targets.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      targets[(to + targets.length) % targets.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(targets.length - 1);
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case "Tab":
        return close(false);
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <div className="ui-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="ui-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label ?? t`More actions`}
        onClick={() => (open ? close(false) : openWith("first"))}
        onKeyDown={onButtonKey}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      {open && (
        <ul
          ref={list}
          id={menuId}
          role="menu"
          aria-label={label ?? t`More actions`}
          className={`ui-menu__list ui-menu__list--${align}`}
          onKeyDown={onListKey}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? "ui-menu__item ui-menu__item--danger" : "ui-menu__item"}
                aria-disabled={item.disabled || undefined}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
