// One server process per embedded database folder: a lock file holding the owner's pid, taken over once that process is gone.
import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Another live process holds the folder. */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

export const LOCK_FILE = "server.pid";

interface Owner {
  pid: number;
  /** The process's start time as the kernel counts it (Linux), to tell a pid given to another process. */
  started: string | null;
}

function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after it start with the 3rd, and start time is the 22nd.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function running(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = owner.started === null ? null : startTime(owner.pid);
  return now === null || now === owner.started;
}

/** The lock file's text, or null when there is none. */
function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

function parseOwner(text: string): Owner | null {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    return Number.isInteger(value.pid) && value.pid! > 0
      ? { pid: value.pid!, started: typeof value.started === "string" ? value.started : null }
      : null;
  } catch {
    return null;
  }
}

const unlinkQuietly = (file: string) => {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
};

/** Lock files this process holds. */
const held = new Set<string>();

/**
 * Moves a dead owner's lock file away. Were it replaced in between by a process that just took the
 * folder, that live lock is put back.
 */
function breakStale(lockFile: string, staleText: string): void {
  const aside = `${lockFile}.stale-${randomUUID()}`;
  try {
    renameSync(lockFile, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // Someone holds the folder again; the loop reads who.
    }
  }
  unlinkQuietly(aside);
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUseError when a live process has it. A process
 * killed without a chance to clean up (kill -9, power loss) leaves its file behind; the next start sees
 * that its pid is gone and takes over. Answers the function that gives the folder back.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const mine = `${lockFile}.${process.pid}-${randomUUID()}`;
  const myText = JSON.stringify({ pid: process.pid, started: startTime(process.pid) });
  // Written whole first, then linked into place: the lock file never exists half written.
  writeFileSync(mine, myText);
  try {
    for (let tries = 0; ; tries++) {
      try {
        linkSync(mine, lockFile);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
      const text = readText(lockFile);
      if (text === null) continue;
      const owner = parseOwner(text);
      const self = owner?.pid === process.pid && !held.has(lockFile);
      if ((owner && !self && running(owner)) || tries >= 10) {
        throw new DataDirInUseError(
          `Another Pathagar server${owner ? ` (process ${owner.pid})` : ""} is already using DATA_DIR ${dataDir}; stop it first, or give this one its own DATA_DIR.`,
        );
      }
      breakStale(lockFile, text);
    }
  } finally {
    unlinkQuietly(mine);
  }
  held.add(lockFile);
  const release = () => {
    process.off("exit", release);
    if (!held.delete(lockFile)) return;
    if (readText(lockFile) === myText) unlinkQuietly(lockFile);
  };
  process.on("exit", release);
  return release;
}
