// Service worker: precaches the shell and what a guest's screens load, answers navigations with the shell, keeps
// a signed-in person's screens when someone signs in, the desk's code when a person with a desk first opens it and
// the Bangla texts when Bangla is chosen (src/worker/roleFiles.ts), caches uploaded images, QR
// codes, the Bengali fonts and (on first use) the barcode reader's WebAssembly, never touches /api,
// takes what other apps share (share_target), and replays the outbox on Background Sync, with the app closed too
// (src/sync/engine/worker-replay.ts).
/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { isMessage, OUTBOX_SYNC_TAG, REPLAY_OUTBOX, SKIP_WAITING } from "./lib/sw-messages";
import {
  KEEP_BANGLA_FILES,
  KEEP_SIGNED_IN_FILES,
  KEEP_STAFF_FILES,
  type KeepAnswer,
} from "./lib/keepOffline";
import { replayInWorker } from "./sync/engine";
import { keepShared, SHARE_TARGET_PATH } from "./lib/shared-content";
import { banglaFiles, scannerFiles, signedInFiles, staffFiles } from "virtual:role-files";
import { RoleFiles } from "./worker/roleFiles";
import { shellFromPagePlugin } from "./worker/shellFromPage";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/** Background Sync's event; not yet in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Paths the server answers itself: never replaced by the shell. */
const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/oauth(\/|$)/,
  /^\/uploads(\/|$)/,
  /^\/qr-codes(\/|$)/,
  /^\/\.well-known\//,
  /^\/robots\.txt$/,
];

const DAY = 24 * 60 * 60;

// index.html comes from the page the browser holds, revalidated, not downloaded again (src/worker/shellFromPage.ts).
addPlugins([shellFromPagePlugin]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: SERVER_PATHS }),
);

/**
 * A signed-in person's screens, the desk's and the Bangla texts: not precached, kept when first needed
 * (src/worker/roleFiles.ts).
 */
const signedIn = new RoleFiles("signed-in", signedInFiles);
const staff = new RoleFiles("staff", staffFiles);
const bangla = new RoleFiles("bangla", banglaFiles);
const roles = [signedIn, staff, bangla];

// Their files: from the role's cache, else from the network and kept.
for (const role of roles)
  registerRoute(({ url }) => role.has(url), new CacheFirst({ cacheName: role.cache }));

// A device that kept an earlier version's files of a role keeps this version's while installing it, so its
// screens still open offline after an update; a failure there does not stop the update (the next start or desk
// opened online asks again).
self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all(
      roles.map((role) =>
        role
          .keptBefore()
          .then((kept) => (kept ? role.keep() : undefined))
          .catch((error: unknown) => console.warn(`${role.cache} was not kept:`, error)),
      ),
    ),
  );
});
self.addEventListener("activate", (event) =>
  event.waitUntil(Promise.all(roles.map((role) => role.dropOthers()))),
);

// The Bengali fonts (not precached: an English reader never needs them): kept when a Bangla page first loads them.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/") &&
    url.pathname.endsWith(".woff2"),
  new CacheFirst({
    cacheName: "pathagar-fonts",
    plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
  }),
);

// Uploaded photos, covers, logos and post images: their URLs change when the file changes.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/uploads/") &&
    request.destination === "image",
  new CacheFirst({
    cacheName: "pathagar-uploads",
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The help page's pictures (public/help/<lang>/): fetched by the page when it is read, kept for reading it offline.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/help/") &&
    url.pathname.endsWith(".webp"),
  new CacheFirst({
    cacheName: "pathagar-help",
    plugins: [
      new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// A library's QR code never changes for the same library id.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/qr-codes/"),
  new CacheFirst({
    cacheName: "pathagar-qr-codes",
    plugins: [
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The barcode reader (src/features/desk/scan/wasmDetector.ts): its WebAssembly (~1 MB) and its JavaScript, not
// precached, since most readers never scan and a phone with a native BarcodeDetector never loads them; kept from
// the first scan online on, so scanning works offline after it. Their names carry their hashes: a new version is
// new entries, and the old ones go after the next.
const scannerPaths = new Set(scannerFiles.map((file) => `/${file}`));
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/") &&
    (url.pathname.endsWith(".wasm") || scannerPaths.has(url.pathname)),
  new CacheFirst({
    cacheName: "pathagar-scanner",
    plugins: [
      new ExpirationPlugin({
        maxEntries: 2 * (scannerFiles.length + 1),
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Text, a link or a picture shared from another app (the manifest's share_target, a multipart POST): kept for
// the page, which opens it as a new post (src/features/posts/SharedPostScreen.tsx). A form that cannot be read
// still opens an empty new post.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    try {
      await keepShared(await request.formData());
    } catch (error) {
      console.error("A shared item could not be kept:", error);
    }
    return Response.redirect(SHARE_TARGET_PATH, 303);
  },
  "POST",
);

/** Keeps a role's files, then answers the page on the message's port (src/lib/keepOffline.ts). */
function keepFor(role: RoleFiles, event: ExtendableMessageEvent): void {
  const answer = (word: KeepAnswer) => event.ports[0]?.postMessage(word);
  event.waitUntil(
    role.keep().then(
      () => answer("kept"),
      (error: unknown) => {
        console.warn(`${role.cache} was not kept:`, error);
        answer("failed");
      },
    ),
  );
}

// The update prompt asks the waiting worker to take over; a signed-in start asks for a signed-in person's files,
// a desk screen for the desk's, a page in Bangla for the Bangla texts.
self.addEventListener("message", (event) => {
  if (isMessage(event.data, SKIP_WAITING)) void self.skipWaiting();
  if (isMessage(event.data, KEEP_SIGNED_IN_FILES)) keepFor(signedIn, event);
  if (isMessage(event.data, KEEP_STAFF_FILES)) keepFor(staff, event);
  if (isMessage(event.data, KEEP_BANGLA_FILES)) keepFor(bangla, event);
});

clientsClaim();

/** Asks every open window of the app to replay the outbox. */
async function wakeWindows(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) client.postMessage(REPLAY_OUTBOX);
}

/**
 * Sends what the outbox holds, open pages or not, under the pages' Web Lock. Where the worker cannot (nobody's
 * session stored, a mirror it cannot open) the open windows are asked instead. A pause the server asked for
 * rejects, so the browser wakes the worker again later.
 */
async function replayOutbox(): Promise<void> {
  let stop;
  try {
    stop = await replayInWorker();
  } catch (error) {
    console.error("Outbox replay in the service worker stopped:", error);
    await wakeWindows();
    throw error;
  }
  if (stop.reason === "signedOut") await wakeWindows();
  if (stop.reason === "waiting")
    throw new Error("The outbox waits for the server: try again later.");
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox());
});
