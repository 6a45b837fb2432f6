// Starts Pathagar: the API and the built PWA on one port (http://127.0.0.1:8080 by default).
import { serve } from "@hono/node-server";
import { readConfig } from "./config";
import { createApp } from "./app";

const config = readConfig();
const app = createApp(config);

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`Pathagar is running at http://${config.host}:${info.port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
