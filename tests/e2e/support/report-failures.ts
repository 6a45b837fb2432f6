// Set-up of every e2e file: when a test fails, the log shows what each open browser page showed at that moment
// (a wait that ran out says what it waited for, not what the page did instead); after the file, its browser closes.
// Sessions allow service workers unless the file says otherwise.
import { afterAll, beforeEach } from "vitest";
import { closeSharedBrowser, openPagesReport, resetServiceWorkers } from "./browser";

resetServiceWorkers();

afterAll(closeSharedBrowser);
afterAll(resetServiceWorkers);

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] ${await openPagesReport()}`);
  });
});
