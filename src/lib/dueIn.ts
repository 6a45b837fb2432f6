// When a loan is due as its reader counts it: calendar days from today to the due date on this device's clock
// (tomorrow is 1 at any hour today; negative once the date has passed).

const DAY_MS = 86_400_000;

/** A date's day number in the device's time zone. */
const dayNumber = (at: Date) => Date.UTC(at.getFullYear(), at.getMonth(), at.getDate()) / DAY_MS;

/** Calendar days from `now` to `dueAt`: 0 on the day, 1 the day before, -2 two days after. */
export function daysUntilDue(dueAt: Date | string, now: Date | number = Date.now()): number {
  return Math.round(dayNumber(new Date(dueAt)) - dayNumber(new Date(now)));
}
