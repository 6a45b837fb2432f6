// `npm run build`'s second half: the API server as plain JavaScript in dist-server/ (main.js for `npm run serve`,
// migrate.js for `npm run migrate`), so production runs no TypeScript compiler. Rolldown (Vite's own bundler,
// already installed) rather than tsc: the server imports extensionless paths and the app's modules under src/,
// which tsc would emit unchanged and Node could not resolve. Packages stay in node_modules (external); the
// migrations' SQL is copied beside the bundle, where server/db/client.ts looks for it.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "rolldown";

const ROOT = path.resolve(import.meta.dirname, "..");
export const SERVER_OUT = path.join(ROOT, "dist-server");

/** A package (or a node: built-in), not a file of this repository. */
const isPackage = (id) => !id.startsWith(".") && !path.isAbsolute(id);

export async function buildServer(outDir = SERVER_OUT) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    cwd: ROOT,
    input: { main: "server/main.ts", migrate: "server/migrate.ts" },
    platform: "node",
    external: isPackage,
    tsconfig: path.join(ROOT, "tsconfig.node.json"),
    logLevel: "warn",
    output: { dir: outDir, format: "esm", sourcemap: false, entryFileNames: "[name].js" },
  });
  cpSync(path.join(ROOT, "server/db/migrations"), path.join(outDir, "migrations"), {
    recursive: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : SERVER_OUT);
  console.log(`build-server: ${path.relative(ROOT, SERVER_OUT)}/main.js, migrate.js, migrations/`);
}
