// The session as the service worker sees it: the signed-in reader's id and bearer token, kept in IndexedDB
// (the worker cannot read localStorage) while someone is signed in, and gone at sign-out.
import { Dexie, type Table } from "dexie";
import { useSession, type SessionState } from "./session";

export interface DeviceSession {
  userId: number;
  token: string;
}

const KEY = "current";
export const DEVICE_DB_NAME = "pathagar-device";

class DeviceDb extends Dexie {
  session!: Table<DeviceSession, string>;
  constructor() {
    super(DEVICE_DB_NAME);
    this.version(1).stores({ session: "" });
  }
}

let db: DeviceDb | undefined;
const deviceDb = () => (db ??= new DeviceDb());

/** Keeps `session` for the worker, or forgets it (null: nobody is signed in). */
export async function storeDeviceSession(session: DeviceSession | null): Promise<void> {
  if (session) await deviceDb().session.put(session, KEY);
  else await deviceDb().session.delete(KEY);
}

/**
 * The session the pages left, if any (one that cannot be read counts as none). Where the database is gone
 * (the device's data was removed) it stays gone: reading would create it again, empty.
 */
export async function readDeviceSession(): Promise<DeviceSession | null> {
  try {
    if (!(await Dexie.exists(DEVICE_DB_NAME))) return null;
    const session = await deviceDb().session.get(KEY);
    return session && typeof session.token === "string" && Number.isInteger(session.userId)
      ? session
      : null;
  } catch {
    return null;
  }
}

let shared: string | null | undefined;

function share(state: Pick<SessionState, "token" | "user">): void {
  const session = state.token && state.user ? { token: state.token, userId: state.user.id } : null;
  const mark = session ? `${session.userId}:${session.token}` : null;
  if (mark === shared) return;
  shared = mark;
  storeDeviceSession(session).catch((error: unknown) =>
    console.warn("The session could not be kept for the service worker", error),
  );
}

/** Keeps the worker's copy in step with the page's session, now and at every sign-in and sign-out (once). */
export function shareSessionWithWorker(): void {
  if (shared !== undefined) return;
  share(useSession.getState());
  useSession.subscribe(share);
}
