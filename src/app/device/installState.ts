// What the install part of the menu shows: the browser's install button, Safari's how-to on an iPhone or
// iPad, or nothing (installed already, running as the app, or a browser that cannot install).
export type InstallState = "installed" | "prompt" | "ios" | "none";

export interface InstallFacts {
  hasOffer: boolean;
  standalone: boolean;
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

/** iPhone, iPod, or an iPad (which says it is a Mac, with a touch screen). */
export const isIos = (f: Pick<InstallFacts, "userAgent" | "platform" | "maxTouchPoints">) =>
  /iPhone|iPad|iPod/.test(f.userAgent) || (f.platform === "MacIntel" && f.maxTouchPoints > 1);

export function installState(facts: InstallFacts): InstallState {
  if (facts.standalone) return "installed";
  if (facts.hasOffer) return "prompt";
  if (isIos(facts)) return "ios";
  return "none";
}

/** This page's facts: running as the installed app, the offer kept by src/app/pwa/install-prompt.ts. */
export function deviceFacts(hasOffer: boolean): InstallFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    hasOffer,
    standalone:
      matchMedia("(display-mode: standalone)").matches ||
      matchMedia("(display-mode: window-controls-overlay)").matches ||
      nav.standalone === true,
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
  };
}
