// Bytes on the wire, as a phone pays them: every response's encoded body and headers counted in Chromium, the
// service worker's own fetches (its precache) included, answers the worker gives from its caches not.
import type { BrowserContext, Page, Request } from "playwright-core";
import {
  DEMO,
  launchBrowser,
  loginAs,
  waitForDeskOffline,
  waitForServiceWorker,
  type Resource,
} from "../tests/e2e/support";

export interface Wire {
  /** Encoded body and headers of every response that came over the network. */
  bytes: number;
  requests: number;
  /** Of `bytes`: the API's answers (the rest is code, styles, pictures, fonts and the page). */
  apiBytes: number;
  /** The largest responses, for the report. */
  largest: { path: string; bytes: number }[];
}

interface Counted {
  path: string;
  bytes: number;
}

/** Counts what `context` receives from now on; `take()` sums it and starts over. */
function meter(context: BrowserContext): { take: () => Promise<Wire> } {
  let pending: Promise<Counted | null>[] = [];
  const count = async (request: Request): Promise<Counted | null> => {
    const response = await request.response();
    // Answered by the service worker from its cache: nothing went over the network.
    if (!response || response.fromServiceWorker()) return null;
    const sizes = await request.sizes();
    return {
      path: new URL(request.url()).pathname,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    };
  };
  context.on("requestfinished", (request) => pending.push(count(request).catch(() => null)));
  return {
    take: async () => {
      const taken = pending;
      pending = [];
      const counted = (await Promise.all(taken)).filter((c): c is Counted => c !== null);
      return {
        bytes: counted.reduce((sum, c) => sum + c.bytes, 0),
        requests: counted.length,
        apiBytes: counted
          .filter((c) => c.path.startsWith("/api/"))
          .reduce((sum, c) => sum + c.bytes, 0),
        largest: [...counted].sort((a, b) => b.bytes - a.bytes).slice(0, 8),
      };
    },
  };
}

/** Waits until nothing has been asked of the network for half a second (late chunks, the worker's precache). */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await page.waitForLoadState("networkidle");
}

export interface WireReport {
  guest: Wire;
  signedIn: Wire;
  desk: Wire;
}

/**
 * Three first visits on fresh devices: a guest opening `/` until the service worker is ready (its precache done);
 * Rahim's first start on the feed (signed in before, as the sign-in form leaves him); then his first desk open,
 * until the desk's code is kept for offline use.
 */
export async function wireFirstVisits(baseUrl: string): Promise<WireReport> {
  const guestSession = await launchBrowser();
  let guest: Wire;
  try {
    const counter = meter(guestSession.context);
    await guestSession.page.goto(`${baseUrl}/`);
    await waitForServiceWorker(guestSession.page);
    await quiet(guestSession.page);
    guest = await counter.take();
  } finally {
    await guestSession.dispose();
  }

  const session = await launchBrowser();
  try {
    const { page, context } = session;
    const { token } = await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, baseUrl);
    const counter = meter(context);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("post").first().waitFor();
    await waitForServiceWorker(page);
    await quiet(page);
    const signedIn = await counter.take();

    const search = await fetch(`${baseUrl}/api/searches/alokito`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    });
    const { data } = (await search.json()) as { data: Resource<unknown> };
    await page.goto(`${baseUrl}/libraries/${data.id}/desk`);
    await page.getByRole("heading", { name: "Library desk" }).waitFor();
    await waitForDeskOffline(page);
    await quiet(page);
    const desk = await counter.take();
    return { guest, signedIn, desk };
  } finally {
    await session.dispose();
  }
}
