// Keeps the browser's offer to install the app (beforeinstallprompt) for the menu's install button, from the
// first moment of the page, and forgets it once the app is installed.
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function listenForInstallOffer(target: EventTarget = window): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    // The app offers it in its menu instead of the browser's own bar.
    event.preventDefault();
    offer = event as InstallOffer;
    changed();
  });
  target.addEventListener("appinstalled", () => {
    offer = null;
    changed();
  });
}

export const installOffer = (): InstallOffer | null => offer;

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog (an offer can be used once); true when the person installed. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome === "accepted";
}
