// Code the service worker does not precache, kept per role the first time it is needed: a signed-in person's
// screens when someone signs in (a guest's phone never pays for them), the desk's when a person with a desk opens
// it; asked for by the page (src/lib/keepOffline.ts), answered from the role's cache from then on, offline too,
// and kept again for a new version on a device that kept the old one.
/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

/** A short stable name for a build's list: a new list is a new cache. */
function versionOf(files: string[]): string {
  let hash = 5381;
  for (const char of files.join("\n")) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/** How many files are fetched at once: few, on a phone's connection. */
const AT_ONCE = 4;

/** One role's files of this build, in their own cache. */
export class RoleFiles {
  private readonly prefix: string;
  private readonly paths: Set<string>;
  /** This build's cache of the role's files. */
  readonly cache: string;
  /** Put in the cache once every file is there. */
  readonly complete: string;

  /** `role` names the caches (`pathagar-<role>-<version>`); `files` are paths under the site's root. */
  constructor(role: string, files: string[]) {
    this.prefix = `pathagar-${role}-`;
    this.paths = new Set(files.map((file) => `/${file}`));
    this.cache = this.prefix + versionOf(files);
    this.complete = `/__${role}-files__/complete`;
  }

  /** Whether a request is for one of the role's files of this build. */
  has(url: URL): boolean {
    return url.origin === self.location.origin && this.paths.has(url.pathname);
  }

  /** Keeps whatever of the files the cache lacks, then marks it complete; resolves at once when it is. */
  async keep(): Promise<void> {
    const cache = await caches.open(this.cache);
    if (await cache.match(this.complete)) return;
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    const missing = [...this.paths].filter((p) => !kept.has(p));
    for (let i = 0; i < missing.length; i += AT_ONCE) {
      await Promise.all(
        missing.slice(i, i + AT_ONCE).map(async (p) => {
          const response = await fetch(p, { credentials: "same-origin" });
          if (!response.ok) throw new Error(`${p}: HTTP ${response.status}`);
          await cache.put(p, response);
        }),
      );
    }
    await cache.put(this.complete, new Response(String(this.paths.size)));
  }

  /** Whether this device kept the role's files of some version. */
  async keptBefore(): Promise<boolean> {
    return (await caches.keys()).some((name) => name.startsWith(this.prefix));
  }

  /** Deletes the role's files of other versions. */
  async dropOthers(): Promise<void> {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(this.prefix) && name !== this.cache)
        .map((name) => caches.delete(name)),
    );
  }
}
