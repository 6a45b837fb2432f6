// A lazily loaded component that renders at once when its chunk is already loaded. React.lazy alone
// suspends on first render even then, and React holds a revealed Suspense boundary back for up to
// 300 ms after a fallback: a start-up that preloads the screen would still wait that long.
import { createElement, lazy, type ComponentType } from "react";

export interface Preloadable<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading (once, unless it failed); resolves when the component can render without suspending. */
  preload(): Promise<unknown>;
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed load (offline before the service worker holds the chunk) is forgotten, so the next try loads.
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Preloaded, { preload });
}
