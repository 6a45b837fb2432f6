// Splits the build's files by who needs them offline: what a guest's screens load is precached when the app
// installs; what only a signed-in person's screens load (the feed, posts, libraries, profiles, the account) is left
// to the service worker's signed-in cache, filled when someone signs in; what only the desk's screens load (the
// desk, CSV, labels, stock-taking) to its staff cache, filled the first time a person with a desk opens it; the
// barcode reader's JavaScript goes with its WebAssembly, kept at the first scan; the Bangla texts to their own
// cache, filled when Bangla is chosen (src/sw.ts, src/worker/roleFiles.ts).
import type { Plugin } from "vite";

/** The desk's routes: the chooser (/desk) and every page under /libraries/$id/desk. */
export const STAFF_ROUTE = /\/src\/routes\/_auth\/(desk\.tsx|libraries\/\$id\/desk\/)/;

/**
 * The barcode reader behind BarcodeDetector (ZXing): useless offline without its WebAssembly, which is kept at the
 * first scan, and never loaded on a phone with a native BarcodeDetector; its JavaScript is kept with it.
 */
export const SCANNER_MODULE = /\/src\/features\/desk\/scan\/wasmDetector\.ts$/;

/**
 * The Bangla interface's texts (its catalogue and relative-time words): loaded when Bangla is chosen, kept for
 * offline use then, never paid for by a phone that reads English.
 */
export const BANGLA_MODULE = /\/locales\/bn\/messages\.po$|\/src\/i18n\/relative-time-bn\.ts$/;

/**
 * The modules only a signed-in person's screens load, each where the code a guest runs reaches it (a route, a lazy
 * screen or dialog of the shell, the feed's post dialogs, the engine's start and the desk's mutation kinds): every
 * route under `_auth` (the desk's are the staff's), the feed that `/` shows a reader, the post dialogs, the sync
 * status and the library's name in the shell's signed-in parts, the account's dialogs, the engine's start
 * (src/app/sync-boot.ts starts it for a session only) and image compression (photos are uploaded signed in).
 */
export const SIGNED_IN_MODULE = new RegExp(
  [
    String.raw`/src/routes/_auth/`,
    String.raw`/src/features/feed/FeedScreen\.tsx$`,
    String.raw`/src/features/posts/(PostEditor|ReportDialog|BlockDialog|LikesModal|FailedWrite|FailedChange|sharePost)\.tsx?$`,
    String.raw`/src/features/sync/SyncIndicator\.tsx$`,
    String.raw`/src/features/libraries/LibraryBadgeName\.tsx$`,
    String.raw`/src/features/account/(RemoveDeviceDataDialog|DeleteAccountDialog)\.tsx$`,
    String.raw`/src/features/desk/DeskMenuItem\.tsx$`,
    String.raw`/src/app/feed-snapshot-capture\.ts$`,
    String.raw`/src/sync/(bootstrap|myDesks|kinds/desk)\.ts$`,
    String.raw`/node_modules/browser-image-compression/`,
  ].join("|"),
);

/** One file of the build as the split needs it. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (a route's split component, say), if any. */
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Stylesheets and other files the chunk brings along. */
  files: string[];
  /** The modules in the chunk. */
  moduleIds: string[];
}

/**
 * The files a guest's screens load: the entries' chunks, what they import, and the chunks their modules load on
 * demand, unless what is loaded is a module `isLater` names (a signed-in screen, the desk's, the barcode reader),
 * with their stylesheets and files. On demand module by module, not chunk by chunk: a lazy screen often shares a
 * chunk with other modules and is then not the chunk's facade; a static import chunk by chunk, as the build wrote
 * it (a module's own list names what a barrel re-exports, used or not). Sorted.
 */
export function guestFiles(
  chunks: BuiltChunk[],
  dynamicImportsOf: (moduleId: string) => string[],
  isLater: (moduleId: string) => boolean,
): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = new Map(
    chunks.flatMap((c) => c.moduleIds.map((id) => [id, c.fileName] as const)),
  );
  const guest = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  while (queue.length) {
    const chunk = byName.get(queue.pop()!);
    if (!chunk || guest.has(chunk.fileName)) continue;
    guest.add(chunk.fileName);
    queue.push(...chunk.imports);
    for (const id of chunk.moduleIds) {
      if (isLater(id)) continue;
      for (const target of dynamicImportsOf(id)) {
        const loaded = chunkOf.get(target);
        if (loaded && !isLater(target)) queue.push(loaded);
      }
    }
  }
  return [
    ...new Set([...guest].flatMap((name) => [name, ...(byName.get(name)?.files ?? [])])),
  ].sort();
}

/**
 * The files only the desk's screens reach: every chunk (and its stylesheets and files) that the entries do not
 * reach without passing through a chunk of a desk route. Sorted, so a build's list is stable.
 */
export function staffOnlyFiles(
  chunks: BuiltChunk[],
  isStaffRoot: (moduleId: string) => boolean,
): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const reader = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  while (queue.length) {
    const name = queue.pop()!;
    const chunk = byName.get(name);
    if (!chunk || reader.has(name)) continue;
    if (chunk.facadeModuleId && isStaffRoot(chunk.facadeModuleId) && !chunk.isEntry) continue;
    reader.add(name);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  const readerFiles = new Set(
    [...reader].flatMap((name) => [name, ...(byName.get(name)?.files ?? [])]),
  );
  const staff = new Set<string>();
  for (const chunk of chunks) {
    if (reader.has(chunk.fileName)) continue;
    for (const file of [chunk.fileName, ...chunk.files])
      if (!readerFiles.has(file)) staff.add(file);
  }
  return [...staff].sort();
}

/** What the app's build found, read by the service worker's build that follows it in the same process. */
const found = {
  signedIn: null as string[] | null,
  staff: null as string[] | null,
  scanner: null as string[] | null,
  bangla: null as string[] | null,
};

/** Files nothing loads (their content is written into index.html), so not precached. */
const written = new Set<string>();
export const leaveOutOfPrecache = (file: string) => void written.add(file);

/**
 * In the app's build: notes the files of each role. The service worker's build reads them as the module
 * `virtual:role-files` (`roleFilesModule`), and its precache list leaves them out (`guestsPrecache`).
 */
export function precacheByRole(): Plugin {
  return {
    name: "pathagar:precache-by-role",
    apply: "build",
    // Last: Vite drops the chunks that only carry a stylesheet in its own generateBundle.
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        const meta = item.viteMetadata;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          files: meta ? [...meta.importedCss, ...meta.importedAssets] : [],
          moduleIds: item.moduleIds,
        });
      }
      const scanner = staffOnlyFiles(chunks, (id) => SCANNER_MODULE.test(id));
      const taken = new Set(scanner);
      found.scanner = scanner;
      found.bangla = staffOnlyFiles(chunks, (id) => BANGLA_MODULE.test(id));
      found.staff = staffOnlyFiles(
        chunks,
        (id) => STAFF_ROUTE.test(id) || SCANNER_MODULE.test(id),
      ).filter((file) => !taken.has(file));
      const later = (id: string) =>
        SIGNED_IN_MODULE.test(id) ||
        STAFF_ROUTE.test(id) ||
        SCANNER_MODULE.test(id) ||
        BANGLA_MODULE.test(id);
      const onDemand = (id: string) => [...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])];
      const guest = new Set(guestFiles(chunks, onDemand, later));
      const roleFiles = new Set([...scanner, ...found.staff, ...found.bangla]);
      found.signedIn = chunks
        .flatMap((c) => [c.fileName, ...c.files])
        .filter(
          (file, i, all) => all.indexOf(file) === i && !guest.has(file) && !roleFiles.has(file),
        )
        .sort();
      if (found.signedIn.length === 0)
        this.error("precache-by-role: no file of the signed-in screens was found in the build");
      if (found.staff.length === 0)
        this.error("precache-by-role: no file of the desk's routes was found in the build");
      if (found.bangla.length === 0)
        this.error("precache-by-role: the Bangla catalogue's chunk was not found in the build");
      if (scanner.length === 0)
        this.error("precache-by-role: the barcode reader's chunk was not found in the build");
    },
  };
}

const ROLE_FILES_ID = "virtual:role-files";

/**
 * In the service worker's build: `import { signedInFiles, staffFiles, scannerFiles, banglaFiles } from
 * "virtual:role-files"`, the signed-in screens' files, the desk's, the barcode reader's and the Bangla texts'
 * (paths).
 */
export function roleFilesModule(): Plugin {
  return {
    name: "pathagar:role-files",
    resolveId: (id) => (id === ROLE_FILES_ID ? `\0${ROLE_FILES_ID}` : null),
    load(id) {
      if (id !== `\0${ROLE_FILES_ID}`) return null;
      if (!found.signedIn || !found.staff || !found.scanner || !found.bangla)
        this.error("role-files: the app's build has not run in this process");
      return [
        `export const signedInFiles = ${JSON.stringify(found.signedIn)};`,
        `export const staffFiles = ${JSON.stringify(found.staff)};`,
        `export const scannerFiles = ${JSON.stringify(found.scanner)};`,
        `export const banglaFiles = ${JSON.stringify(found.bangla)};`,
      ].join("\n");
    },
  };
}

/**
 * The precache list, what a guest's screens load: the build's files without the signed-in screens', the desk's,
 * the barcode reader's, the Bangla texts and the Bengali fonts, each kept at its first use, nor the stylesheets
 * written into index.html.
 */
export function guestsPrecache<T extends { url: string }>(entries: T[]): { manifest: T[] } {
  const later = new Set([
    ...(found.signedIn ?? []),
    ...(found.staff ?? []),
    ...(found.scanner ?? []),
    ...(found.bangla ?? []),
    ...written,
  ]);
  return { manifest: entries.filter((e) => !later.has(e.url) && !e.url.endsWith(".woff2")) };
}
