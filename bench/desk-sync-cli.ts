// Runs the desk benchmark (bench/desk-sync.ts) on its own, in its own process: `tsx bench/desk-sync-cli.ts`.
import { runDeskSyncBench } from "./desk-sync";

process.exitCode = (await runDeskSyncBench()) ? 0 : 1;
