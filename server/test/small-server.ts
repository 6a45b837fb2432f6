// A server of its own for a test, on an unseeded in-memory database and a static folder the test fills: for
// what the shared test server cannot show (its database closed, its own index.html).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../app";
import { logCodeSender } from "../auth/code-sender";
import { readConfig, type ServerConfig } from "../config";
import type { CodeSender } from "../context";
import type { Database } from "../db/client";
import { openMemoryDatabase } from "./memory-database";
import { diskStore } from "../uploads/disk-store";
import type { UploadStore } from "../uploads/store";

export interface SmallServer {
  url: string;
  staticDir: string;
  database: Database;
  stop(): Promise<void>;
}

/**
 * Settings over the defaults (an object store, a dev code), the store uploads go to (default: the disk), and
 * what sends one-time codes (default: the log).
 */
export interface SmallServerOptions {
  config?: Partial<ServerConfig>;
  uploads?: UploadStore;
  sendCode?: CodeSender;
}

export async function startSmallServer(options: SmallServerOptions = {}): Promise<SmallServer> {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), "pathagar-static-"));
  const database = await openMemoryDatabase();
  const config = {
    ...readConfig({}),
    staticDir,
    uploadsDir: staticDir,
    logRequests: false,
    ...options.config,
  };
  const uploads = options.uploads ?? diskStore(staticDir);
  const sendCode = options.sendCode ?? logCodeSender;
  const app = createApp({ db: database.db, config, sendCode, uploads });
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    staticDir,
    database,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      });
      await database.close().catch(() => {});
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
