// Graceful stop of the HTTP server: refuse new connections, let requests under way finish, close each
// connection as soon as it has nothing more to answer, and cut the rest once the grace period is over.
import type { Server } from "node:http";

/** Watches `server`'s requests; the answer starts a drain that resolves true once every request finished in time. */
export function drainOnClose(server: Server): (graceMs: number) => Promise<boolean> {
  let draining = false;
  server.on("request", (_req, res) => {
    // A request that arrives on a kept-alive connection while draining is answered, and the connection closed.
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => {
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return (graceMs) =>
    new Promise<boolean>((resolve) => {
      draining = true;
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, graceMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        resolve(true);
      });
      server.closeIdleConnections();
    });
}
