// Starts one server on a free 127.0.0.1 port for the server test project and hands its URL to the tests.
import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "../start";
import { resetTestDatabase } from "./reset-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

let running: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  // DATABASE_URL (read by startServer) runs the suite on PostgreSQL: start it empty so the seed applies.
  if (process.env.DATABASE_URL) await resetTestDatabase(process.env.DATABASE_URL);
  running = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: "memory://",
    otcDevCode: "123456",
    // A line per request would bury the tests' own output (server/test/process-log.test.ts reads them).
    logRequests: false,
  });
  project.provide("serverUrl", running.url);
}

export async function teardown(): Promise<void> {
  await running?.close();
}
