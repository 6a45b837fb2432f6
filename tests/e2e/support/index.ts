// The end-to-end toolkit: server, browser, login, and the fault-injecting proxy.
export { startServer, copyOfDist, builtApp, lastServerUrl, type RunningServer } from "./server";
export {
  launchBrowser,
  waitForServiceWorker,
  waitForDeskOffline,
  waitForSignedInOffline,
  waitForBanglaOffline,
  withoutServiceWorkers,
  STATE_WAIT_MS,
  CHROMIUM_ARGS,
  type BrowserSession,
  type LaunchOptions,
} from "./browser";
export { loginAs, apiLogin, fetchMe, DEMO } from "./auth";
export { startChaosProxy, seededRandom, type ChaosProxy, type Faults } from "./chaos-proxy";
export { ROOT, DIST, CHROMIUM } from "./paths";
export { record, records, jsonOrNone, type Resource } from "./records";
