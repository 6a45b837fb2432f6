// A whole list's left-out rows: numeric ids below its top that it does not name; never a temporary id.
import { expect, it } from "vitest";
import { leftOut } from "./leftOut";

const list = (...ids: number[]) => ids.map((id) => ({ id }));

it("names the device's ids under the list's top that the list does not hold", () => {
  expect(leftOut([1, 2, 3, 5, 9], list(1, 3, 7))).toEqual([2, 5]);
});

it("keeps an id above the list's top (learnt after it was read) and a temporary one", () => {
  expect(leftOut([8, "tmp-1", 4], list(3, 7))).toEqual([4]);
});

it("takes every server id out when the list is empty", () => {
  expect(leftOut([4, "tmp-1", 12], [])).toEqual([4, 12]);
});
