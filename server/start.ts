// Starts the HTTP server with the given settings and resolves once it is listening (port 0 picks a free port).
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readConfig, type ServerConfig } from "./config";
import { createApp } from "./app";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./db/seed";
import { codeSenderFor } from "./auth/code-sender";
import { drainOnClose } from "./http/drain";
import { openUploadStore } from "./uploads/open-store";

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  /** Stops at once: open connections are cut, then the database is closed. */
  close(): Promise<void>;
  /**
   * Stops gracefully: no new connections, requests under way are answered (within `graceMs`; after
   * that the connections are cut), then the database is closed. Resolves true when all finished in time.
   */
  drain(graceMs: number): Promise<boolean>;
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...readConfig(), ...overrides };
  if (overrides.dataDir && !overrides.uploadsDir) {
    config.uploadsDir = overrides.dataDir.startsWith("memory://")
      ? mkdtempSync(path.join(os.tmpdir(), "pathagar-uploads-"))
      : path.join(overrides.dataDir, "uploads");
  }
  const uploads = openUploadStore(config);
  const database = await openDatabase(config);
  await seedIfEmpty(database.db, uploads);
  const app = createApp({ db: database.db, config, sendCode: codeSenderFor(config), uploads });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
      const port = (server.address() as AddressInfo).port;
      const drain = drainOnClose(server as Server);
      resolve({
        url: `http://${config.host}:${port}`,
        port,
        database,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => void database.close().then(done, done));
            // Keep-alive connections would hold close() open.
            (server as Server).closeAllConnections();
          }),
        drain: async (graceMs) => {
          const finished = await drain(graceMs);
          await database.close();
          return finished;
        },
      });
    });
  });
}
