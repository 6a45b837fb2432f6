// Whole days past the due time, from any form of the two moments; never negative.
import { expect, it } from "vitest";
import { daysOverdue } from "./overdue";

const due = "2026-03-01T10:00:00.000Z";

it("counts whole days past the due time only", () => {
  expect(daysOverdue(due, "2026-03-01T09:00:00.000Z")).toBe(0);
  expect(daysOverdue(due, "2026-03-02T09:59:59.000Z")).toBe(0);
  expect(daysOverdue(due, "2026-03-02T10:00:00.000Z")).toBe(1);
  expect(daysOverdue(new Date(due), new Date("2026-03-11T12:00:00.000Z"))).toBe(10);
  expect(daysOverdue(due, Date.parse("2026-03-04T10:00:00.000Z"))).toBe(3);
});

it("is 0 without a due time", () => {
  expect(daysOverdue(null)).toBe(0);
  expect(daysOverdue(undefined)).toBe(0);
});
