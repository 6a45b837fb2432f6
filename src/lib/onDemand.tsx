// A component whose code loads the first time it is shown (a dialog, the post composer): nothing shows
// until then, and the page around it never waits for it (its own Suspense boundary).
import { createElement, Suspense, type ComponentType } from "react";
import { preloadable, type Preloadable } from "./preloadable";

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const Loaded = preloadable(load);
  function OnDemand(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded, props));
  }
  return Object.assign(OnDemand, { preload: Loaded.preload });
}
