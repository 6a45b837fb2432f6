// Whether the app can reach its server, for React: navigator.onLine corrected by src/lib/connectivity.ts.
import { useSyncExternalStore } from "react";
import { connectivity, isOnline } from "./connectivity";

function subscribe(onChange: () => void): () => void {
  const unsubscribe = connectivity.subscribe(onChange);
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    unsubscribe();
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const serverSnapshot = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, serverSnapshot);
}
