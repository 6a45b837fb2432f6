// The app's Link: the router's link without its per-link intent handlers (the document preloads on intent).
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "../test/render";
import { Link, sameLinkProps, withoutIntentHandlers } from "./Link";
import { Tab, Tabs } from "./Tabs";

/** Touches, points at and focuses the link: what the router's own handlers would preload on. */
function showIntent(link: HTMLElement) {
  fireEvent.touchStart(link);
  fireEvent.mouseEnter(link);
  fireEvent.mouseOver(link);
  fireEvent.focus(link);
}

describe("Link", () => {
  it("navigates, marks the current page and renders by state", async () => {
    const { router } = await renderWithRouter(
      <nav>
        <Link to="/help">Help</Link>
        <Link to="/about">{({ isActive }) => (isActive ? "About (here)" : "About")}</Link>
      </nav>,
      { path: "/help" },
    );
    expect(screen.getByRole("link", { name: "Help" })).toHaveAttribute("href", "/help");
    expect(screen.getByRole("link", { name: "Help" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(screen.getByRole("link", { name: "About" }));
    expect(router.state.location.pathname).toBe("/about");
    expect(await screen.findByRole("link", { name: "About (here)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("does not preload on intent itself, even when asked to; a handler the caller passed still runs", async () => {
    const onFocus = vi.fn();
    const { router } = await renderWithRouter(
      <nav>
        <Link to="/help" preload="intent" onFocus={onFocus}>
          Help
        </Link>
        <Tabs label="Sections">
          <Tab to="/about" preload="intent">
            About
          </Tab>
        </Tabs>
      </nav>,
    );
    const preloadRoute = vi.spyOn(router, "preloadRoute");
    showIntent(screen.getByRole("link", { name: "Help" }));
    showIntent(screen.getByRole("link", { name: "About" }));
    expect(preloadRoute).not.toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});

describe("withoutIntentHandlers", () => {
  it("drops the five intent handlers unless the caller passed them", () => {
    const f = () => undefined;
    const props = {
      href: "/x",
      onClick: f,
      onFocus: f,
      onBlur: f,
      onMouseEnter: f,
      onMouseLeave: f,
      onTouchStart: f,
    };
    expect(Object.keys(withoutIntentHandlers(props, {}))).toEqual(["href", "onClick"]);
    expect(Object.keys(withoutIntentHandlers(props, { onBlur: f }))).toEqual([
      "href",
      "onClick",
      "onBlur",
    ]);
  });
});

describe("sameLinkProps", () => {
  it("compares where a link goes by content, everything else and functions by identity", () => {
    const f = () => undefined;
    const base = { to: "/users/$id", params: { id: "7" }, search: { tab: "posts" }, onClick: f };
    expect(sameLinkProps(base, { ...base, params: { id: "7" }, search: { tab: "posts" } })).toBe(
      true,
    );
    expect(sameLinkProps(base, { ...base, params: { id: "8" } })).toBe(false);
    expect(sameLinkProps(base, { ...base, onClick: () => undefined })).toBe(false);
    expect(sameLinkProps(base, { ...base, search: () => ({ tab: "posts" }) })).toBe(false);
    expect(sameLinkProps(base, { ...base, className: "x" })).toBe(false);
    expect(sameLinkProps({ ...base, children: "a" }, { ...base, children: "b" })).toBe(false);
  });
});
