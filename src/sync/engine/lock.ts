// One replay at a time: across tabs with the Web Locks API, and within a tab by single flight.
const LOCK_NAME = "pathagar-outbox";

interface LockManagerLike {
  request<T>(name: string, cb: (lock: unknown) => Promise<T>): Promise<T>;
}

function locks(): LockManagerLike | undefined {
  return typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : undefined;
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Runs `work` unless a replay is already running in this tab (then it runs once more when the
 * current pass ends). Across tabs the Web Lock queues the pass behind another tab's, so a change
 * made here while another tab replays is never left waiting for the next trigger.
 */
export function runExclusive(work: () => Promise<void>): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const pass = async () => {
    do {
      again = false;
      const manager = locks();
      if (manager?.request) {
        await manager.request(LOCK_NAME, async () => {
          await work();
        });
      } else {
        await work();
      }
    } while (again);
  };
  running = pass().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Runs `work` holding the outbox's lock: after the replay of any tab or of the service worker that holds it,
 * and with none starting until `work` ends (removing the device's data takes it, so no replay reopens a
 * database it deleted).
 */
export function withoutReplay<T>(work: () => Promise<T>): Promise<T> {
  const manager = locks();
  return manager?.request ? manager.request(LOCK_NAME, work) : work();
}
