// Splits the build's files by who needs them offline: what the reader's screens load is precached when the app
// installs; what only the desk's screens load (the desk, CSV, labels, stock-taking) is left to the service worker's
// staff cache, filled the first time a person with a desk opens it; the barcode reader's JavaScript goes with its
// WebAssembly, kept at the first scan (src/sw.ts).
import type { Plugin } from "vite";

/** The desk's routes: the chooser (/desk) and every page under /libraries/$id/desk. */
export const STAFF_ROUTE = /\/src\/routes\/_auth\/(desk\.tsx|libraries\/\$id\/desk\/)/;

/**
 * The barcode reader behind BarcodeDetector (ZXing): useless offline without its WebAssembly, which is kept at the
 * first scan, and never loaded on a phone with a native BarcodeDetector; its JavaScript is kept with it.
 */
export const SCANNER_MODULE = /\/src\/features\/desk\/scan\/wasmDetector\.ts$/;

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
const found = { staff: null as string[] | null, scanner: null as string[] | null };

/** Files nothing loads (their content is written into index.html), so not precached. */
const written = new Set<string>();
export const leaveOutOfPrecache = (file: string) => void written.add(file);

/**
 * In the app's build: notes the desk's files. The service worker's build reads them as the module
 * `virtual:staff-files` (`staffFilesModule`), and its precache list leaves them out (`withoutStaffFiles`).
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
        });
      }
      const scanner = staffOnlyFiles(chunks, (id) => SCANNER_MODULE.test(id));
      const taken = new Set(scanner);
      found.scanner = scanner;
      found.staff = staffOnlyFiles(
        chunks,
        (id) => STAFF_ROUTE.test(id) || SCANNER_MODULE.test(id),
      ).filter((file) => !taken.has(file));
      if (found.staff.length === 0)
        this.error("precache-by-role: no file of the desk's routes was found in the build");
      if (scanner.length === 0)
        this.error("precache-by-role: the barcode reader's chunk was not found in the build");
    },
  };
}

const STAFF_FILES_ID = "virtual:staff-files";

/**
 * In the service worker's build: `import staffFiles, { scannerFiles } from "virtual:staff-files"`, the desk's files
 * and the barcode reader's (paths).
 */
export function staffFilesModule(): Plugin {
  return {
    name: "pathagar:staff-files",
    resolveId: (id) => (id === STAFF_FILES_ID ? `\0${STAFF_FILES_ID}` : null),
    load(id) {
      if (id !== `\0${STAFF_FILES_ID}`) return null;
      if (!found.staff || !found.scanner)
        this.error("staff-files: the app's build has not run in this process");
      return `export default ${JSON.stringify(found.staff)};\nexport const scannerFiles = ${JSON.stringify(found.scanner)};`;
    },
  };
}

/**
 * The reader's precache list: the build's files without the desk's, the barcode reader's and the Bengali fonts,
 * each kept at its first use, nor the stylesheets written into index.html.
 */
export function readersPrecache<T extends { url: string }>(entries: T[]): { manifest: T[] } {
  const later = new Set([...(found.staff ?? []), ...(found.scanner ?? []), ...written]);
  return { manifest: entries.filter((e) => !later.has(e.url) && !e.url.endsWith(".woff2")) };
}
