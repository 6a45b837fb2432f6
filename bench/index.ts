// `npm run bench`: the sync benchmark, then the server benchmark when there is one.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runSyncBench } from "./sync";

const here = path.dirname(fileURLToPath(import.meta.url));

console.log("== sync ==");
let ok = await runSyncBench();
for (const file of ["server.ts", "server/index.ts"]) {
  const full = path.join(here, file);
  if (!existsSync(full)) continue;
  console.log("== server ==");
  const mod = (await import(full)) as { runServerBench?: () => Promise<boolean> };
  if (mod.runServerBench) ok = (await mod.runServerBench()) && ok;
  break;
}
process.exitCode = ok ? 0 : 1;
