// How late a loan is: whole days past its due time, 0 when on time. One rule for the desk's screens and the
// server's loan records and overdue list.

const DAY_MS = 86_400_000;

/** Whole days between `dueAt` and `at` (0 when on time, or with no due time). */
export function daysOverdue(
  dueAt: Date | string | null | undefined,
  at: Date | number | string = Date.now(),
): number {
  if (!dueAt) return 0;
  const late = new Date(at).getTime() - new Date(dueAt).getTime();
  return late > 0 ? Math.floor(late / DAY_MS) : 0;
}
