// Inert while overlays are open: the page follows which overlays are open, whatever order they open and close in.
import { afterEach, describe, expect, it } from "vitest";
import { makeOthersInert } from "./focus";

function child(id: string, live = false): HTMLElement {
  const el = document.createElement("div");
  el.id = id;
  if (live) el.setAttribute("data-ui-live", "");
  document.body.appendChild(el);
  return el;
}

afterEach(() => document.body.replaceChildren());

/** jsdom has no `inert` of its own: unset reads as undefined. */
const inert = (...els: HTMLElement[]) => els.map((el) => el.inert === true);

describe("makeOthersInert", () => {
  it("keeps the page inert while a second dialog outlives the first, and frees it when both are gone", () => {
    const root = child("root");
    const toasts = child("toasts", true);
    const a = child("a");
    const closeA = makeOthersInert(a);
    expect(inert(root)).toEqual([true]);
    const b = child("b");
    const closeB = makeOthersInert(b);
    expect(inert(root, a, b)).toEqual([true, true, false]);
    closeA(); // the first closes after the second opened (a dialog replacing another)
    a.remove();
    expect(inert(root, b)).toEqual([true, false]);
    closeB();
    expect(inert(root, b)).toEqual([false, false]);
    expect(inert(toasts)).toEqual([false]);
  });

  it("leaves alone what was inert before and frees the page in the usual order too", () => {
    const root = child("root");
    const other = child("other");
    other.inert = true;
    const a = child("a");
    const closeA = makeOthersInert(a);
    const b = child("b");
    const closeB = makeOthersInert(b);
    closeB();
    expect(inert(root, a)).toEqual([true, false]);
    closeA();
    expect(inert(root)).toEqual([false]);
    expect(inert(other)).toEqual([true]);
  });
});
