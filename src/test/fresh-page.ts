// Puts the shared jsdom page back as the worker first had it, so a test file finds what a fresh page has:
// files share one window (the web project runs without per-file isolation), and a file may leave things on it.
import { cleanup } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import { Dexie } from "dexie";

interface FirstPage {
  href: string;
  html: string;
  head: string;
  globals: Map<PropertyKey, PropertyDescriptor>;
  navigatorKeys: Set<PropertyKey>;
}

const KEY = Symbol.for("pathagar.test.firstPage");
type WithFirstPage = typeof globalThis & { [KEY]?: FirstPage };

/** What the page looked like before the first file ran (taken once per worker). */
function firstPage(): FirstPage {
  const scope = globalThis as WithFirstPage;
  scope[KEY] ??= {
    href: window.location.href,
    html: document.documentElement.outerHTML,
    head: document.head.innerHTML,
    globals: new Map(
      Reflect.ownKeys(window).flatMap((key) => {
        // The runner's own state (__vitest_worker__ is new for each file, and says which file runs).
        if (typeof key === "string" && key.startsWith("__vitest")) return [];
        const descriptor = Reflect.getOwnPropertyDescriptor(window, key);
        return descriptor?.configurable || descriptor?.writable ? [[key, descriptor]] : [];
      }),
    ),
    navigatorKeys: new Set(Reflect.ownKeys(navigator)),
  };
  return scope[KEY];
}

/** Globals a file replaced by assignment (window.matchMedia = …) get their first value back. */
function restoreGlobals(globals: Map<PropertyKey, PropertyDescriptor>): void {
  for (const [key, descriptor] of globals) {
    const now = Reflect.getOwnPropertyDescriptor(window, key);
    if (now && now.value === descriptor.value && now.get === descriptor.get) continue;
    if (now?.configurable === false)
      (window as unknown as Record<PropertyKey, unknown>)[key] = descriptor.value;
    else Reflect.defineProperty(window, key, descriptor);
  }
}

/** Properties a file defined on navigator (serviceWorker, storage, locks…) go; the prototype's show again. */
function restoreNavigator(keys: Set<PropertyKey>): void {
  for (const key of Reflect.ownKeys(navigator)) {
    if (!keys.has(key)) Reflect.deleteProperty(navigator, key);
  }
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** Everything a file may leave behind: mounted trees, DOM, storage, cookies, databases, globals. */
export function freshPage(): void {
  const first = firstPage();
  cleanup();
  restoreGlobals(first.globals);
  restoreNavigator(first.navigatorKeys);
  document.head.innerHTML = first.head;
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  const html = new DOMParser().parseFromString(first.html, "text/html").documentElement;
  for (const { name, value } of [...html.attributes]) {
    document.documentElement.setAttribute(name, value);
  }
  document.title = "";
  if (window.location.href !== first.href) window.history.replaceState(null, "", first.href);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  // A new, empty IndexedDB: Dexie took its factory when it loaded, so it gets the new one too.
  const databases = new IDBFactory();
  globalThis.indexedDB = databases;
  Dexie.dependencies.indexedDB = databases;
}
