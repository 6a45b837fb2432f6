// The one inline script of index.html (allowed by its hash in the server's CSP). On / it shows what the app is
// about to render before any script has run: for a guest in English the page's build-time HTML of the landing,
// for a signed-in reader the feed as it was last shown on this device (src/app/feed-snapshot.ts keeps it). It
// also decides when the app's scripts start: after the first paint for the guest landing, so that paint needs
// only the HTML and its styles and no script competes with them for the network; at once everywhere else.
// With .ts extensions: vite.config.ts (through the prerender plugin) and the server load this file too.
import { FEED_SNAPSHOT_KEY, TOKEN_KEY, USER_KEY } from "./session-keys.ts";
import { LANG_KEY } from "../i18n/locales.ts";

/** The id of the <template> holding the app's entry script and its module preloads (inert until copied out). */
export const APP_SCRIPTS_ID = "app-scripts";

const key = (name: string) => JSON.stringify(name);

/**
 * On / marks <html data-home> for a guest in English (the prerendered landing shows), or, for a signed-in
 * reader with a feed picture of the same reader and language, adds the styles it was shown with and lays the
 * picture over the page (inert, hidden from assistive technology) once the body is parsed. Then copies the
 * app's scripts out of their template into the head: for the guest landing once the first paint is reported
 * (after the next frame where paint timing is unknown; at once if the page is hidden, where nothing paints),
 * else right away (a reader's feed picture needs no file, and the app's own posts come sooner). Storage that
 * cannot be read shows nothing; the scripts start in every case.
 */
export const HOME_BOOT_SCRIPT =
  `(function(){var d=document,h=false,n=null,t=d.getElementById(${key(APP_SCRIPTS_ID)}),P=window.PerformanceObserver;` +
  `try{var s=localStorage;if(location.pathname==="/"){var l=s.getItem(${key(LANG_KEY)})||"en";` +
  `if(!s.getItem(${key(TOKEN_KEY)}))h=l==="en";` +
  `else{var v=JSON.parse(s.getItem(${key(FEED_SNAPSHOT_KEY)})||"null"),u=JSON.parse(s.getItem(${key(USER_KEY)})||"null");` +
  `if(v&&u&&v.user===u.id&&v.lang===l&&typeof v.html==="string"){n=v.html;` +
  // The picture's styles (the feed's come with its chunk, not with index.html), in place before it paints.
  `if(typeof v.css==="string"){var k=d.createElement("style");k.textContent=v.css;d.head.appendChild(k)}}}}}catch(e){}` +
  `function go(){if(t){d.head.appendChild(d.importNode(t.content,true));t=null}}` +
  `if(h)d.documentElement.setAttribute("data-home","");` +
  `if(n!==null)d.addEventListener("DOMContentLoaded",function(){var w=d.createElement("div");` +
  `w.setAttribute("data-snapshot","");w.setAttribute("aria-hidden","true");w.inert=true;w.innerHTML=n;d.body.appendChild(w)});` +
  `if(!h||d.visibilityState==="hidden")return go();` +
  `d.addEventListener("visibilitychange",go);` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(go)})})()`;

/**
 * The prerendered landing stays hidden unless the script above marked the page; the feed picture covers the
 * screen, opaque, until the app has painted the same feed beneath it.
 */
export const HOME_BOOT_STYLE =
  `html:not([data-home]) [data-prerendered]{display:none}` +
  `[data-snapshot]{position:fixed;inset:0;z-index:40;overflow:hidden;background:var(--color-bg)}`;
