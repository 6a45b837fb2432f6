// Starts the HTTP server with the given settings and resolves once it is listening (port 0 picks a free port).
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { readConfig, type ServerConfig } from "./config";
import { createApp } from "./app";

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...readConfig(), ...overrides };
  const app = createApp(config);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${config.host}:${port}`,
        port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
