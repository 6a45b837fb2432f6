// The cart count for the top bar: courses kept on this device under localStorage `cart`.
import { useSyncExternalStore } from "react";

export const CART_KEY = "cart";
const CART_EVENT = "pathagar:cart";

/** Number of distinct items in the stored cart (0 when empty or unreadable). */
export function readCartCount(): number {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? "[]");
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

/** Tell listeners in this tab that the cart changed (other tabs hear the storage event). */
export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_EVENT, onChange);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0);
}
