// Where the service worker is served: registered by the app, and by index.html's start-up script on a landing
// the app has not started on yet (src/app/home-boot.ts).
export const SERVICE_WORKER_URL = "/sw.js";
