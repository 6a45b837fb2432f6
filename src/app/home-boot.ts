// The one inline script of index.html (allowed by its hash in the server's CSP). On / it shows what the app is
// about to render before any script has run: for a guest in English the page's build-time HTML of the landing,
// for a signed-in reader the feed as it was last shown on this device (src/app/feed-snapshot.ts keeps it). It
// also decides when the app's scripts start, and which of the home's chunks load with them: after the first
// contentful paint where the page shows one of those (so that paint needs only the HTML and its styles and no
// script competes with it for the network), at once everywhere else.
// With .ts extensions: vite.config.ts (through the prerender plugin) and the server load this file too.
import { FEED_SNAPSHOT_KEY, TOKEN_KEY, USER_KEY } from "./session-keys.ts";
import { LANG_KEY } from "../i18n/locales.ts";

/** The id of the <template> holding the app's entry script and its module preloads (inert until copied out). */
export const APP_SCRIPTS_ID = "app-scripts";

/**
 * The home's own chunks by who opens / (module preloads, inert until copied out with the app's scripts): the
 * landing for a guest; the feed screen and the sync engine with the local database for a signed-in reader.
 */
export const HOME_SCRIPTS_ID = {
  guest: "home-scripts-guest",
  reader: "home-scripts-reader",
} as const;
export type HomeVisitor = keyof typeof HOME_SCRIPTS_ID;

/** How long the scripts wait at most for the first contentful paint (a safeguard: it comes far sooner). */
const PAINT_WAIT_MS = 3000;

const key = (name: string) => JSON.stringify(name);

/**
 * On / marks <html data-home> for a guest in English (the prerendered landing shows), or, for a signed-in
 * reader with a feed picture of the same reader and language, adds the styles it was shown with and lays the
 * picture over the page (inert, hidden from assistive technology) once the body is parsed. Then copies the
 * app's scripts out of their template into the head, with the preloads of the home's chunks for this visitor
 * on /: where the landing or a picture shows, once the first contentful paint is reported (after the next
 * frame where paint timing is unknown, PAINT_WAIT_MS at most; at once if the page is hidden, where nothing
 * paints), else right away. Storage that cannot be read shows nothing; the scripts start in every case.
 */
export const HOME_BOOT_SCRIPT =
  `(function(){var d=document,h=false,n=null,g=null,t=d.getElementById(${key(APP_SCRIPTS_ID)}),P=window.PerformanceObserver;` +
  `try{var s=localStorage;if(location.pathname==="/"){var l=s.getItem(${key(LANG_KEY)})||"en";` +
  `if(!s.getItem(${key(TOKEN_KEY)})){g=${key(HOME_SCRIPTS_ID.guest)};h=l==="en"}` +
  `else{g=${key(HOME_SCRIPTS_ID.reader)};var v=JSON.parse(s.getItem(${key(FEED_SNAPSHOT_KEY)})||"null"),u=JSON.parse(s.getItem(${key(USER_KEY)})||"null");` +
  `if(v&&u&&v.user===u.id&&v.lang===l&&typeof v.html==="string"){n=v.html;` +
  // The picture's styles (the feed's come with its chunk, not with index.html), in place before it paints.
  `if(typeof v.css==="string"){var k=d.createElement("style");k.textContent=v.css;d.head.appendChild(k)}}}}}catch(e){}` +
  `function go(){if(!t)return;var x=g&&d.getElementById(g);d.head.appendChild(d.importNode(t.content,true));` +
  `if(x)d.head.appendChild(d.importNode(x.content,true));t=null}` +
  `if(h)d.documentElement.setAttribute("data-home","");` +
  `if(n!==null)d.addEventListener("DOMContentLoaded",function(){var w=d.createElement("div");` +
  `w.setAttribute("data-snapshot","");w.setAttribute("aria-hidden","true");w.inert=true;w.innerHTML=n;d.body.appendChild(w)});` +
  `if(!(h||n!==null)||d.visibilityState==="hidden")return go();` +
  `d.addEventListener("visibilitychange",go);setTimeout(go,${PAINT_WAIT_MS});` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(go)})})()`;

/**
 * The prerendered landing stays hidden unless the script above marked the page; the feed picture covers the
 * screen, opaque, until the app has painted the same feed beneath it.
 */
export const HOME_BOOT_STYLE =
  `html:not([data-home]) [data-prerendered]{display:none}` +
  `[data-snapshot]{position:fixed;inset:0;z-index:40;overflow:hidden;background:var(--color-bg)}`;
