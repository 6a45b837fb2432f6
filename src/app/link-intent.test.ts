// Intent preloading: one passive listener per kind on the document preloads the page behind an in-app link.
import { afterEach, describe, expect, it, vi } from "vitest";
import { inAppHref, preloadLinksOnIntent } from "./link-intent";

const origin = window.location.origin;

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.innerHTML = "<span>go</span>";
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("inAppHref", () => {
  it("gives the path, query and hash of an in-app link, from anything inside it", () => {
    const a = link("/libraries/5?tab=books#top");
    expect(inAppHref(a.firstChild, origin)).toBe("/libraries/5?tab=books#top");
  });

  it("gives nothing for other sites, new tabs, downloads and non-links", () => {
    expect(inAppHref(link("https://example.org/x"), origin)).toBeNull();
    expect(inAppHref(link("/x", { target: "_blank" }), origin)).toBeNull();
    expect(inAppHref(link("/x", { download: "" }), origin)).toBeNull();
    expect(inAppHref(document.body, origin)).toBeNull();
    expect(inAppHref(null, origin)).toBeNull();
  });
});

describe("preloadLinksOnIntent", () => {
  it("preloads on touch, pointer and focus, once per link in a row, with passive listeners", () => {
    const added = vi.spyOn(document, "addEventListener");
    const preloadRoute = vi.fn(() => Promise.resolve(undefined));
    const stop = preloadLinksOnIntent({ preloadRoute } as never);
    expect(added.mock.calls.map(([type, , options]) => [type, options])).toEqual(
      ["touchstart", "mouseover", "focusin"].map((type) => [
        type,
        { capture: true, passive: true },
      ]),
    );
    const courses = link("/courses");
    const users = link("/users?q=ra");
    courses.firstChild!.dispatchEvent(new Event("touchstart", { bubbles: true }));
    courses.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    users.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    link("https://example.org/").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(preloadRoute.mock.calls).toEqual([[{ href: "/courses" }], [{ href: "/users?q=ra" }]]);

    stop();
    courses.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(preloadRoute).toHaveBeenCalledTimes(2);
  });

  it("survives a preload that fails", async () => {
    const preloadRoute = vi.fn(() => Promise.reject(new Error("offline")));
    const stop = preloadLinksOnIntent({ preloadRoute } as never);
    link("/courses").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    await Promise.resolve();
    expect(preloadRoute).toHaveBeenCalledTimes(1);
    stop();
  });
});
