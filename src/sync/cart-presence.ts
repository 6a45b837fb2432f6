// Whether this device may hold a guest's cart, and the signal that a cart was just written (in this tab or
// another): the top bar's cart count loads the local database only then, so a guest's first visit opens none.

/** The guest's database (courses, cart and wishlist of someone not signed in). */
export const GUEST_DB_NAME = "pathagar-guest";
/** The key the cart used in localStorage before it moved into the local database. */
export const LEGACY_CART_KEY = "cart";

const EVENT = "pathagar:cart";
const CHANNEL = "pathagar-cart";

const hasChannel = () => typeof BroadcastChannel !== "undefined";

/**
 * Tells every listener that a cart was written. A BroadcastChannel reaches this tab's other channel objects and
 * other tabs alike; without one, only this tab hears it.
 */
export function announceCartChange(): void {
  if (!hasChannel()) {
    window.dispatchEvent(new Event(EVENT));
    return;
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `listener` when a cart is written here or in another tab; returns the unsubscribe. */
export function onCartChange(listener: () => void): () => void {
  if (!hasChannel()) {
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = listener;
  return () => channel.close();
}

/** False only when it is certain that no guest cart is on this device (no database, no old cart). */
export async function guestCartMayExist(): Promise<boolean> {
  try {
    if (localStorage.getItem(LEGACY_CART_KEY) !== null) return true;
    if (typeof indexedDB === "undefined" || !indexedDB.databases) return true;
    return (await indexedDB.databases()).some((db) => db.name === GUEST_DB_NAME);
  } catch {
    return true;
  }
}
