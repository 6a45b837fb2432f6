// Starts the HTTP server with the given settings and resolves once it is listening (port 0 picks a free port).
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readConfig, type ServerConfig } from "./config";
import { createApp } from "./app";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./db/seed";
import { logCodeSender } from "./auth/code-sender";

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  close(): Promise<void>;
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...readConfig(), ...overrides };
  if (overrides.dataDir && !overrides.uploadsDir) {
    config.uploadsDir = overrides.dataDir.startsWith("memory://")
      ? mkdtempSync(path.join(os.tmpdir(), "pathagar-uploads-"))
      : path.join(overrides.dataDir, "uploads");
  }
  const database = await openDatabase(config);
  await seedIfEmpty(database.db, config);
  const app = createApp({ db: database.db, config, sendCode: logCodeSender });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${config.host}:${port}`,
        port,
        database,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => void database.close().then(done, done));
            // Keep-alive connections would hold close() open.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}
