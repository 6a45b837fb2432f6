// Starts Pathagar: the API and the built PWA on one port (http://127.0.0.1:8080 by default).
import { DataDirInUseError } from "./db/data-dir-lock";
import { startServer, type RunningServer } from "./start";

let running: RunningServer;
try {
  running = await startServer();
} catch (err) {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}
console.log(`Pathagar is running at ${running.url}`);

function shutdown() {
  void running.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
