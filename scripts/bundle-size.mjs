// First-load size arithmetic over a Vite manifest: the chunks a page needs (entry + route chunks and their static imports, with CSS) and their gzip total.
import { gzipSync } from "node:zlib";

/**
 * The files (JS and CSS, each once) loaded for `keys`: each manifest entry plus everything it imports
 * statically, transitively. Dynamic imports are not followed: a page lists the dynamic chunks it needs.
 * Throws on a key the manifest does not have, so a renamed route fails loudly instead of counting 0.
 */
export function firstLoadFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no entry "${key}"`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...files].filter((f) => /\.(m?js|css)$/.test(f)).sort();
}

/**
 * The static import cycles between chunks, each as the chunk keys around it ("a -> b -> a"). A chunk that
 * imports back a chunk still being evaluated reads its exports before they exist (`class extends` undefined
 * at start-up), so a build must have none.
 */
export function importCycles(manifest) {
  const state = new Map();
  const cycles = [];
  const visit = (key, path) => {
    if (state.get(key) === "done") return;
    if (state.get(key) === "open") {
      cycles.push([...path.slice(path.indexOf(key)), key].join(" -> "));
      return;
    }
    state.set(key, "open");
    for (const dep of manifest[key]?.imports ?? []) visit(dep, [...path, key]);
    state.set(key, "done");
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}

/** Gzip size of a file's bytes at level 9 (what a static server or CDN sends). */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Sums `sizeOf(file)` over the files: { total, files: [{ file, bytes }] } largest first. */
export function totalSize(files, sizeOf) {
  const rows = files.map((file) => ({ file, bytes: sizeOf(file) }));
  rows.sort((a, b) => b.bytes - a.bytes);
  return { total: rows.reduce((sum, r) => sum + r.bytes, 0), files: rows };
}

/** Manifest key of the chunk holding a source module, matching a split route (`?tsr-split=…`) too. */
export function keyFor(manifest, source) {
  const exact = Object.keys(manifest).filter((k) => k === source || manifest[k].src === source);
  if (exact.length) return exact[0];
  const split = Object.keys(manifest).filter((k) => k.split("?")[0] === source);
  if (!split.length) throw new Error(`the build manifest has no chunk for "${source}"`);
  // A route split into several pieces: the component piece is the one a first paint needs.
  return split.find((k) => k.includes("component")) ?? split[0];
}

export const KiB = 1024;
export const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
