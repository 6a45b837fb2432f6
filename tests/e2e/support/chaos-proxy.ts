// A fault-injecting HTTP proxy on 127.0.0.1 in front of the server: with a seeded random generator it
// drops connections (before or after the server handled the request), delays, and answers 500/503.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Faults {
  /** Share of requests whose connection is cut before they reach the server. */
  dropBefore: number;
  /** Share whose connection is cut after the server answered (the write happened; the client never hears). */
  dropAfter: number;
  /** Share answered 500 or 503 by the proxy without reaching the server. */
  errorBefore: number;
  /** Share forwarded, then answered 503 instead of the server's answer. */
  errorAfter: number;
  /** Share delayed by a random time up to `maxDelayMs` before forwarding. */
  delay: number;
  maxDelayMs: number;
}

export interface ChaosProxyOptions {
  /** The real server, e.g. http://127.0.0.1:43121. */
  target: string;
  /** Same seed, same sequence of faults. */
  seed?: number;
  faults?: Partial<Faults>;
  /** Which requests may be faulted; by default only the API (the app's files always pass). */
  applies?: (method: string, path: string) => boolean;
}

export type Outcome = "passed" | "dropBefore" | "dropAfter" | "errorBefore" | "errorAfter";

export interface ChaosProxy {
  /** The proxy's own URL: point the browser here. */
  url: string;
  stats: Record<Outcome | "delayed", number>;
  /** Changes the faults named, on the fly; the others stay as they are. */
  setFaults: (faults: Partial<Faults>) => void;
  /** Every fault off: a calm network from now on. */
  clearFaults: () => void;
  close: () => Promise<void>;
}

const NO_FAULTS: Faults = {
  dropBefore: 0,
  dropAfter: 0,
  errorBefore: 0,
  errorAfter: 0,
  delay: 0,
  maxDelayMs: 0,
};

/** mulberry32: a small, fast, seedable generator in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const defaultApplies = (_method: string, path: string) => path.startsWith("/api/");

export async function startChaosProxy(options: ChaosProxyOptions): Promise<ChaosProxy> {
  const target = new URL(options.target);
  const random = seededRandom(options.seed ?? 1);
  const applies = options.applies ?? defaultApplies;
  let faults: Faults = { ...NO_FAULTS, ...options.faults };
  const stats: ChaosProxy["stats"] = {
    passed: 0,
    dropBefore: 0,
    dropAfter: 0,
    errorBefore: 0,
    errorAfter: 0,
    delayed: 0,
  };

  /** Picks one outcome per request from the cumulative fault shares. */
  function pickOutcome(): Outcome {
    const r = random();
    let edge = 0;
    for (const kind of ["dropBefore", "dropAfter", "errorBefore", "errorAfter"] as const) {
      edge += faults[kind];
      if (r < edge) return kind;
    }
    return "passed";
  }

  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    const faulty = applies(req.method ?? "GET", path);
    const outcome = faulty ? pickOutcome() : "passed";
    const wait = faulty && random() < faults.delay ? Math.floor(random() * faults.maxDelayMs) : 0;
    if (wait > 0) stats.delayed++;
    stats[outcome]++;

    const go = () => {
      if (outcome === "dropBefore") {
        req.socket.destroy();
        return;
      }
      if (outcome === "errorBefore") {
        req.resume();
        const status = random() < 0.5 ? 500 : 503;
        res.writeHead(status, { "content-type": "application/json", connection: "close" });
        res.end(JSON.stringify({ message: `Injected ${status}` }));
        return;
      }
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path,
          headers: { ...req.headers, host: target.host },
        },
        (up) => {
          if (outcome === "dropAfter") {
            up.resume();
            up.on("end", () => req.socket.destroy());
            return;
          }
          if (outcome === "errorAfter") {
            up.resume();
            up.on("end", () => {
              res.writeHead(503, { "content-type": "application/json", connection: "close" });
              res.end(JSON.stringify({ message: "Injected 503 after the server answered" }));
            });
            return;
          }
          res.writeHead(up.statusCode ?? 502, up.rawHeaders);
          up.pipe(res);
        },
      );
      upstream.on("error", () => req.socket.destroy());
      req.pipe(upstream);
    };
    if (wait > 0) setTimeout(go, wait);
    else go();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    setFaults: (next) => {
      faults = { ...faults, ...next };
    },
    clearFaults: () => {
      faults = { ...NO_FAULTS };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
