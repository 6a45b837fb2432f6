// Removes what the app keeps on this device: the session, every local database, cached answers and pictures, cookies.
import { Dexie } from "dexie";
import { closeMirror, hasMirror, mirror, userDbName } from "../db";
import { GUEST_DB_NAME } from "./cart-presence";
import { DEVICE_DB_NAME } from "../session/deviceSession";
import { useSession } from "../session/session";
import { withoutReplay } from "./engine";

/** Writes made on this device that the server has not received yet (0 when nobody's mirror is open). */
export async function unsentWriteCount(): Promise<number> {
  return hasMirror() ? mirror().outbox.count() : 0;
}

/** The app's own code, kept so it still opens offline (it holds nothing of the reader's). */
const isAppCode = (name: string) => name.startsWith("workbox-precache");

/** Every IndexedDB database this origin holds; the known names where the browser cannot list them. */
async function databaseNames(userId: number | undefined): Promise<string[]> {
  const known = [GUEST_DB_NAME, DEVICE_DB_NAME, ...(userId ? [userDbName(userId)] : [])];
  try {
    const listed = await indexedDB.databases();
    return [...new Set([...known, ...listed.map((d) => d.name).filter((n) => !!n)])] as string[];
  } catch {
    return known;
  }
}

/** Expires every cookie this page can see, on the whole site. */
function expireCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
  }
}

/**
 * Signs out and removes everything: the server is asked to revoke the token and expire the home page's
 * cookie (both skipped quietly when offline), then every database, cache (but the app's code), cookie and
 * stored setting of this site goes. Unsent writes go too: the caller warns first.
 */
export async function removeDeviceData(): Promise<void> {
  const { token, user } = useSession.getState();
  useSession.getState().signOut();
  closeMirror();
  const server = [
    fetch("/api/auth/home-session", { method: "DELETE", credentials: "same-origin" }),
    ...(token
      ? [
          fetch("/api/auth/logout", {
            method: "POST",
            headers: { Authorization: `Bearer ${token}` },
          }),
        ]
      : []),
  ];
  await Promise.allSettled(server);
  // Under the outbox's lock: a replay the worker began (a Background Sync as the device came online) ends
  // first, and one waiting for the lock then finds no session and opens no database again.
  await withoutReplay(async () => {
    const names = await databaseNames(user?.id);
    await Promise.allSettled(names.map((name) => Dexie.delete(name)));
  });
  if (typeof caches !== "undefined") {
    const keys = await caches.keys();
    await Promise.allSettled(keys.filter((k) => !isAppCode(k)).map((k) => caches.delete(k)));
  }
  expireCookies();
  localStorage.clear();
  sessionStorage.clear();
}
