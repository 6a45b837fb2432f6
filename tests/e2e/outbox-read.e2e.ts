// The outbox read of feed-helpers: it never makes the database it reads, and a read that cannot complete fails
// within its wait's limit, saying so, instead of holding the test until its own limit ends it without a word.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, type BrowserSession } from "./support";
import { outboxRows, waitForOutboxStates } from "./feed-helpers";

let site: http.Server;
let url = "";
let session: BrowserSession;

beforeAll(async () => {
  site = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><title>outbox read</title>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  session = await launchBrowser({ serviceWorkers: "block" });
  await session.page.goto(url);
});

afterAll(async () => {
  await session?.dispose();
  await new Promise((resolve) => site.close(resolve));
});

it("reads an empty outbox where the page has no mirror, and leaves no database behind", async () => {
  expect(await outboxRows(session.page, 41)).toEqual([]);
  const names = await session.page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name),
  );
  expect(names).not.toContain("pathagar-u41");
});

it("fails with its reason when the read waits on a version change that never completes", async () => {
  const { page } = session;
  // A connection that ignores the version change another asks for: the upgrade waits, and every later
  // open of the database waits behind it (as an IndexedDB open does, with no event of its own).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const first = indexedDB.open("pathagar-u42", 1);
        first.onupgradeneeded = () => first.result.createObjectStore("outbox", { keyPath: "seq" });
        first.onerror = () => reject(first.error);
        first.onsuccess = () => {
          (window as unknown as { held: IDBDatabase }).held = first.result;
          const upgrade = indexedDB.open("pathagar-u42", 2);
          upgrade.onblocked = () => resolve();
        };
      }),
  );
  await expect(waitForOutboxStates(page, 42, [], 3_000)).rejects.toThrow(
    /did not answer a read within 3 s/,
  );
});
