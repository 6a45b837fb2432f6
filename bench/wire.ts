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
import { makeLargeLibrary } from "./large-library";

export interface Wire {
  /** Encoded body and headers of every response that came over the network. */
  bytes: number;
  requests: number;
  /** Of `bytes`: the API's answers (the rest is code, styles, pictures, fonts and the page). */
  apiBytes: number;
  /** Of the API's answers: a library's lists the device mirrors (copies, members, loans, member requests). */
  lists: { bytes: number; requests: number };
  /** The largest responses, for the report. */
  largest: { path: string; bytes: number }[];
}

interface Counted {
  path: string;
  bytes: number;
}

/** A library's lists as the device mirrors them: its copies (whole or changed), members, loans and requests. */
const LIST =
  /^\/api\/libraries\/\d+\/(?:books|members|book-issues|member-requests)(?:\/snapshot)?$/;

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
      const lists = counted.filter((c) => LIST.test(c.path));
      return {
        lists: { bytes: lists.reduce((sum, c) => sum + c.bytes, 0), requests: lists.length },
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

/** Waits until the device holds the library's copies (their stamp is written after the rows: libraryCopies.ts). */
async function copiesMirrored(page: Page, userId: number, libraryId: number): Promise<void> {
  const stamped = () =>
    page.evaluate(
      ({ name, key }) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("meta")) return (db.close(), resolve(false));
            const get = db.transaction("meta").objectStore("meta").get(key);
            get.onsuccess = () => (db.close(), resolve(get.result !== undefined));
            get.onerror = () => (db.close(), resolve(false));
          };
        }),
      { name: `pathagar-u${userId}`, key: `deskCopies:${libraryId}` },
    );
  // A promise from waitForFunction's predicate would count as truthy at once: asked in a loop instead.
  const deadline = Date.now() + 120_000;
  while (!(await stamped())) {
    if (Date.now() > deadline) throw new Error("the library's copies were not mirrored");
    await page.waitForTimeout(250);
  }
}

export interface WireReport {
  guest: Wire;
  signedIn: Wire;
  desk: Wire;
  /** The lend screen's first open: the device's first mirror of Alokito's lists. */
  mirror: Wire;
  /** The desk opened again a moment later, nothing changed on the server: what its pull costs. */
  deskAgain: Wire;
  /** The same two for a library of 10,000 copies (large-library.ts). */
  largeMirror: Wire;
  largeAgain: Wire;
}

/**
 * Three first visits on fresh devices: a guest opening `/` until the service worker is ready (its precache done);
 * Rahim's first start on the feed (signed in before, as the sign-in form leaves him); then his first desk open,
 * until the desk's code is kept for offline use; the lend screen's first open (the first mirror of Alokito's
 * lists); then that screen opened again with nothing changed; the same two for a library of 10,000 copies.
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
    const { token, user } = await loginAs(page, DEMO.rahim.username, DEMO.rahim.password, baseUrl);
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

    // A desk screen with lists (the lend screen) pulls them: the device's first mirror of a library, then the
    // same screen opened again with nothing changed.
    const mirrorOf = async (libraryId: number): Promise<[Wire, Wire]> => {
      const lend = async () => {
        await page.goto(`${baseUrl}/libraries/${libraryId}/desk/lend`);
        await page.getByRole("heading", { name: "Lend a book" }).waitFor();
      };
      await lend();
      await copiesMirrored(page, Number(user.id), libraryId);
      await quiet(page);
      const first = await counter.take();
      await lend();
      await quiet(page);
      return [first, await counter.take()];
    };
    const [mirror, deskAgain] = await mirrorOf(Number(data.id));
    const large = await makeLargeLibrary(baseUrl, token);
    await counter.take();
    const [largeMirror, largeAgain] = await mirrorOf(large);
    return { guest, signedIn, desk, mirror, deskAgain, largeMirror, largeAgain };
  } finally {
    await session.dispose();
  }
}
