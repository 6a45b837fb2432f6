// Calendar days to a loan's due date, on the device's clock.
import { describe, expect, it } from "vitest";
import { daysUntilDue } from "./dueIn";

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe("daysUntilDue", () => {
  it("counts calendar days, whatever the hours", () => {
    expect(daysUntilDue(at(2026, 12, 1, 0, 5), at(2026, 11, 30, 23, 59))).toBe(1);
    expect(daysUntilDue(at(2026, 12, 1, 23, 59), at(2026, 11, 30, 0, 1))).toBe(1);
    expect(daysUntilDue(at(2026, 12, 3), at(2026, 11, 30))).toBe(3);
  });

  it("is 0 on the day, before and after its hour", () => {
    expect(daysUntilDue(at(2026, 11, 30, 18), at(2026, 11, 30, 9))).toBe(0);
    expect(daysUntilDue(at(2026, 11, 30, 9), at(2026, 11, 30, 18))).toBe(0);
  });

  it("is negative once the date has passed, across a month's and a year's end", () => {
    expect(daysUntilDue(at(2026, 11, 28), at(2026, 11, 30))).toBe(-2);
    expect(daysUntilDue(at(2026, 12, 31), at(2027, 1, 2))).toBe(-2);
    expect(daysUntilDue(at(2027, 3, 1), at(2027, 2, 27))).toBe(2);
  });

  it("reads the API's timestamps", () => {
    const now = at(2026, 11, 30, 10);
    const due = new Date(now.getTime() + 14 * 86_400_000).toISOString();
    expect(daysUntilDue(due, now)).toBe(14);
  });
});
