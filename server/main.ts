// Starts Pathagar: the API and the built PWA on one port (http://127.0.0.1:8080 by default). SIGTERM or
// SIGINT stops it gracefully: no new connections, requests under way answered, the database closed, exit 0.
import { DataDirInUseError } from "./db/data-dir-lock";
import { errorFields, logLine } from "./http/log";
import { startServer, type RunningServer } from "./start";

/** How long requests under way get to finish after SIGTERM (orchestrators wait 30 s before SIGKILL). */
const GRACE_MS = 25_000;

let running: RunningServer;
try {
  running = await startServer();
} catch (err) {
  if (err instanceof DataDirInUseError) logLine("error", { msg: err.message });
  else logLine("error", { msg: "The server could not start.", ...errorFields(err) });
  process.exit(1);
}
let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  // A second Ctrl-C while draining stops at once.
  if (stopping) process.exit(1);
  stopping = true;
  logLine("info", { msg: "Stopping: finishing the requests under way.", signal });
  running.drain(GRACE_MS).then(
    (finished) => {
      logLine(finished ? "info" : "warn", {
        msg: finished ? "Stopped." : "Stopped; some requests were cut off after the grace period.",
      });
      process.exit(0);
    },
    (err: unknown) => {
      logLine("error", { msg: "Stopping failed.", ...errorFields(err) });
      process.exit(1);
    },
  );
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
// Said once the signals are handled: whoever waits for this line may stop the server at once (a test's set-up
// does), and a SIGTERM that came before the handlers would kill it instead of stopping it cleanly.
logLine("info", { msg: `Pathagar is running at ${running.url}`, url: running.url });
