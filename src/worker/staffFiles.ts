// The desk's code in the service worker: not precached (most people never open a desk), kept the first time a
// person with a desk opens it (the page asks, src/lib/deskOffline.ts), answered from its cache from then on,
// offline too, and kept again for a new version on a device that kept the old one.
/// <reference lib="webworker" />
import staffFiles from "virtual:staff-files";

declare const self: ServiceWorkerGlobalScope;

const PREFIX = "pathagar-staff-";

/** A short stable name for this build's list: a new list is a new cache. */
function versionOf(files: string[]): string {
  let hash = 5381;
  for (const char of files.join("\n")) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

export const STAFF_CACHE = PREFIX + versionOf(staffFiles);

/** Put in the cache once every file is there. */
export const STAFF_FILES_COMPLETE = "/__staff-files__/complete";

const paths = new Set(staffFiles.map((file) => `/${file}`));

/** Whether a request is for one of the desk's files of this build. */
export function isStaffFile(url: URL): boolean {
  return url.origin === self.location.origin && paths.has(url.pathname);
}

/** How many files are fetched at once: few, on a phone's connection. */
const AT_ONCE = 4;

/** Keeps whatever of the desk's files the cache lacks, then marks it complete; resolves at once when it is. */
export async function keepStaffFiles(): Promise<void> {
  const cache = await caches.open(STAFF_CACHE);
  if (await cache.match(STAFF_FILES_COMPLETE)) return;
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = [...paths].filter((p) => !kept.has(p));
  for (let i = 0; i < missing.length; i += AT_ONCE) {
    await Promise.all(
      missing.slice(i, i + AT_ONCE).map(async (p) => {
        const response = await fetch(p, { credentials: "same-origin" });
        if (!response.ok) throw new Error(`${p}: HTTP ${response.status}`);
        await cache.put(p, response);
      }),
    );
  }
  await cache.put(STAFF_FILES_COMPLETE, new Response(String(paths.size)));
}

/** Whether this device kept the desk's files of some version (it has had a desk open). */
export async function keptStaffFilesBefore(): Promise<boolean> {
  return (await caches.keys()).some((name) => name.startsWith(PREFIX));
}

/** Deletes the desk's files of other versions. */
export async function dropOtherStaffFiles(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PREFIX) && name !== STAFF_CACHE)
      .map((name) => caches.delete(name)),
  );
}
