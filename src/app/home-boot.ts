// The one inline script of index.html (allowed by its hash in the server's CSP). It decides whether the page's
// build-time HTML of the guest home is shown (only where the app will render exactly that: a guest in English
// on /) and when the app's scripts start: at once everywhere else, after the first paint on that page, so the
// landing paints from the HTML and its styles alone and the scripts do not compete with them for the network.
// With .ts extensions: vite.config.ts (through the prerender plugin) and the server load this file too.
import { TOKEN_KEY } from "./session-keys.ts";
import { LANG_KEY } from "../i18n/locales.ts";

/** The id of the <template> holding the app's entry script and its module preloads (inert until copied out). */
export const APP_SCRIPTS_ID = "app-scripts";

const token = JSON.stringify(TOKEN_KEY);
const lang = JSON.stringify(LANG_KEY);
const id = JSON.stringify(APP_SCRIPTS_ID);

/**
 * Marks <html data-home> for the prerendered guest home, then copies the app's scripts out of their template into
 * the head: right away, or on the guest home once the first paint is reported (after the next frame where paint
 * timing is unknown; at once if the page is hidden, where nothing paints). Storage that cannot be read means "not
 * the guest home"; the scripts start in every case.
 */
export const HOME_BOOT_SCRIPT =
  `(function(){var d=document,h=false,t=d.getElementById(${id}),P=window.PerformanceObserver;` +
  `try{var s=localStorage;h=location.pathname==="/"&&!s.getItem(${token})&&(s.getItem(${lang})||"en")==="en"}catch(e){}` +
  `function go(){if(t){d.head.appendChild(d.importNode(t.content,true));t=null}}` +
  `if(h)d.documentElement.setAttribute("data-home","");` +
  `if(!h||d.visibilityState==="hidden")return go();` +
  `d.addEventListener("visibilitychange",go);` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(go)})})()`;

/** The prerendered HTML stays hidden unless the script above marked the page. */
export const HOME_BOOT_STYLE = `html:not([data-home]) [data-prerendered]{display:none}`;
