// Runs the sync benchmark (bench/sync.ts) on its own, in its own process: `tsx bench/sync-cli.ts`.
import { runSyncBench } from "./sync";

process.exitCode = (await runSyncBench()) ? 0 : 1;
