// The light / dark / system choice kept on this device: read, applied to <html data-theme> and the browser's
// theme colour, and stored. With a .ts extension: the start-up script (src/app/home-boot.ts) reads its names.
export const THEME_KEY = "theme";
export type ThemeChoice = "system" | "light" | "dark";

/** The browser's bar colour in each mode: the brand in light, the dark surface in dark. */
export const THEME_COLORS = { light: "#0f766e", dark: "#1c1917" } as const;

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/**
 * Shows the page in the chosen mode at once and keeps the choice. "system" follows the device's setting
 * (the stylesheet's prefers-color-scheme), and each theme-color meta goes back to the colour of its media.
 */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", choice);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own = meta.media.includes("dark") ? "dark" : "light";
    meta.content = THEME_COLORS[choice === "system" ? own : choice];
  }
}

export function chooseTheme(choice: ThemeChoice): void {
  applyTheme(choice);
  try {
    if (choice === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage refused (private mode, full): the page still shows the choice until it is closed.
  }
}

/**
 * Calls `listener` with the choice made in another tab or window of the app (their `storage` event; a
 * cleared storage counts as "system"), so every open page shows the same mode. Returns the unsubscribe.
 */
export function onThemeChosenElsewhere(listener: (choice: ThemeChoice) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) listener(storedTheme());
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
