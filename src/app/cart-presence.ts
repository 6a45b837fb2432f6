// Whether this device may hold a guest's cart, and the signal that a cart was just written (in this tab or
// another): the top bar's cart count loads the local database only then, so a guest's first visit opens none.

/** The guest's database (courses, cart and wishlist of someone not signed in). */
export const GUEST_DB_NAME = "pathagar-guest";
/** The key the cart used in localStorage before it moved into the local database. */
export const LEGACY_CART_KEY = "cart";

const EVENT = "pathagar:cart";
const CHANNEL = "pathagar-cart";

/** Tells this tab and the others that a cart was written. */
export function announceCartChange(): void {
  window.dispatchEvent(new Event(EVENT));
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `listener` when a cart is written here or in another tab; returns the unsubscribe. */
export function onCartChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = listener;
  return () => {
    window.removeEventListener(EVENT, listener);
    channel?.close();
  };
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
