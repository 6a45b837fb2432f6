// Retry delays: exponential backoff with full jitter, capped, never shorter than Retry-After.
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** Delay before attempt number `attempts` (1 = first retry): random in [0, min(cap, base·2^(n-1))]. */
export function backoffDelay(
  attempts: number,
  random: () => number = Math.random,
  retryAfterS?: number,
): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.floor(random() * ceiling);
  return Math.max(jittered, (retryAfterS ?? 0) * 1000);
}
