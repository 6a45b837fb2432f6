// Node only: the browser globals the app's modules and components touch as they load and render (storage,
// media queries, the screen's size), present only while `run` runs. The size is a phone's: the server's
// render of the feed holds the posts that fill one.
const PHONE = { innerWidth: 412, innerHeight: 915, scrollX: 0, scrollY: 0 };

export async function withBrowserStandIns<T>(run: () => Promise<T>): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  const names = [
    "window",
    "document",
    "localStorage",
    "matchMedia",
    "addEventListener",
    ...Object.keys(PHONE),
  ];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(g, name)] as const);
  const store = new Map<string, string>();
  Object.assign(g, {
    window: globalThis,
    ...PHONE,
    document: { documentElement: {} },
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, String(value)),
      removeItem: (key: string) => void store.delete(key),
    },
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
    addEventListener: () => undefined,
  });
  try {
    return await run();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(g, name, descriptor);
      else delete g[name];
    }
  }
}
