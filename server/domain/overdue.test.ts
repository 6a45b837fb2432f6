// daysOverdue counts whole days past the due time of an open loan only.
import { describe, expect, it } from "vitest";
import { daysOverdue } from "./overdue";

const due = new Date("2026-03-10T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("daysOverdue", () => {
  it("is 0 before the due time, on it and within the first day past it", () => {
    expect(daysOverdue({ dueAt: due, collectedAt: null }, at("2026-03-01T00:00:00Z"))).toBe(0);
    expect(daysOverdue({ dueAt: due, collectedAt: null }, due)).toBe(0);
    expect(daysOverdue({ dueAt: due, collectedAt: null }, at("2026-03-11T11:59:59Z"))).toBe(0);
  });

  it("counts whole days past the due time", () => {
    expect(daysOverdue({ dueAt: due, collectedAt: null }, at("2026-03-11T12:00:00Z"))).toBe(1);
    expect(daysOverdue({ dueAt: due, collectedAt: null }, at("2026-03-20T13:00:00Z"))).toBe(10);
  });

  it("is 0 for a returned loan, however late it came back", () => {
    const collectedAt = at("2026-03-30T00:00:00Z");
    expect(daysOverdue({ dueAt: due, collectedAt }, at("2026-04-30T00:00:00Z"))).toBe(0);
  });
});
