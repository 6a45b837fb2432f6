// The one inline script of index.html (allowed by its hash in the server's CSP): before the first
// paint it shows the page's build-time HTML of the guest home only where the app will render exactly
// that (a guest in English on /); everywhere else the app renders from scratch, as without it.
// With .ts extensions: vite.config.ts (through the prerender plugin) and the server load this file too.
import { TOKEN_KEY } from "./session-keys.ts";
import { LANG_KEY } from "../i18n/locales.ts";

/** Marks <html data-home> when the prerendered guest home is what the app is about to show. */
export const HOME_BOOT_SCRIPT = `try{var s=localStorage;if(location.pathname==="/"&&!s.getItem(${JSON.stringify(TOKEN_KEY)})&&(s.getItem(${JSON.stringify(LANG_KEY)})||"en")==="en")document.documentElement.setAttribute("data-home","")}catch(e){}`;

/** The prerendered HTML stays hidden unless the script above marked the page. */
export const HOME_BOOT_STYLE = `html:not([data-home]) [data-prerendered]{display:none}`;
