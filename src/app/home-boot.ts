// The one inline script of index.html (allowed by its hash in the server's CSP). On / it shows what the app is
// about to render before any script has run: for a guest in English the page's build-time HTML of the landing,
// for a signed-in reader the feed as it was last shown on this device (src/app/feed-snapshot.ts keeps it). It
// also applies the light or dark mode chosen on this device, and decides when the app's scripts start, and which of the home's chunks load with them: once a reader's
// feed picture has painted (so no script competes with that paint for the network or the main thread), at the
// first touch, key or focus on a guest's landing (a page of its own until then), at once everywhere else.
// With .ts extensions: vite.config.ts (through the prerender plugin) and the server load this file too.
import {
  FEED_SNAPSHOT_KEY,
  SERVER_PICTURE_ATTRIBUTE,
  TOKEN_KEY,
  USER_KEY,
} from "../session/session-keys.ts";
import { GUEST_DB_NAME, LEGACY_CART_KEY } from "../sync/cart-presence.ts";
import { SERVICE_WORKER_URL } from "./pwa/sw-url.ts";
import { LANDING_MARK } from "./landing-marks.ts";
import { LANG_KEY } from "../i18n/locales.ts";
import { THEME_COLORS, THEME_KEY } from "./theme/choice.ts";

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

export { SERVER_PICTURE_ATTRIBUTE };

/** How long the scripts wait at most for the first contentful paint (a safeguard: it comes far sooner). */
const PAINT_WAIT_MS = 3000;

const key = (name: string) => JSON.stringify(name);

/**
 * On / marks <html data-home> for a guest in English (the prerendered landing shows), or, for a signed-in
 * reader, shows a picture of their feed: the one kept on this device when it is of the same reader and
 * language, with the styles it was shown with, laid over the page (inert, hidden from assistive technology) once
 * the body is parsed; else the one the server put in the page when it is (SERVER_PICTURE_ATTRIBUTE). The
 * device's comes first: it shows the posts the app will show first, from the device.
 *
 * The app's scripts come out of their template into the head with the preloads of the home's chunks for this
 * visitor: where a picture shows, once it has painted (PAINT_WAIT_MS at most; at once if the page is hidden,
 * where nothing paints); elsewhere right away. Painted means the first contentful paint reported where the
 * scripts come over the network, which that paint's HTML and styles need to themselves; where the service
 * worker serves them from its cache, or paint timing is unknown, the frame after the body is parsed (the
 * paint's report can come many frames after the paint itself). On the landing that paint brings only the
 * preloads, one a task: its links are plain links, and the entry script waits for a pointer, a key or a
 * focus, unless the device may hold a guest's cart (an old cart in storage, or the guest database: the test
 * of guestCartMayExist in src/sync/cart-presence.ts, written out here): the landing's cart count cannot show it, so
 * the app starts with the paint.
 * Until the app takes over, the landing marks a pressed pointer and its last clicked button (LANDING_MARK), and
 * registers the service worker once the page has loaded. Storage that cannot be read shows nothing; the scripts
 * start in every other case.
 */
export const HOME_BOOT_SCRIPT =
  `(function(){var d=document,E=d.documentElement,h=false,q=false,p=false,n=null,g=null,c=null,` +
  `t=d.getElementById(${key(APP_SCRIPTS_ID)}),P=window.PerformanceObserver,N=navigator;` +
  // The light or dark mode chosen on this device, before anything paints (applyTheme in src/app/theme/choice.ts).
  `try{var m=localStorage.getItem(${key(THEME_KEY)});if(m==="light"||m==="dark"){E.setAttribute("data-theme",m);` +
  `[].forEach.call(d.querySelectorAll('meta[name="theme-color"]'),function(e){e.content=m==="dark"?${key(THEME_COLORS.dark)}:${key(THEME_COLORS.light)}})}}catch(e){}` +
  `try{var s=localStorage;if(location.pathname==="/"){var l=s.getItem(${key(LANG_KEY)})||"en";` +
  `if(!s.getItem(${key(TOKEN_KEY)})){g=${key(HOME_SCRIPTS_ID.guest)};h=l==="en";q=s.getItem(${key(LEGACY_CART_KEY)})!==null;` +
  // The landing's stylesheets, out of the guest's template now (render-blocking: its HTML paints with them).
  `var y=d.getElementById(g);if(y)[].forEach.call(y.content.querySelectorAll("style,link[rel=stylesheet]"),function(e){d.head.appendChild(e)})}` +
  `else{g=${key(HOME_SCRIPTS_ID.reader)};var v=JSON.parse(s.getItem(${key(FEED_SNAPSHOT_KEY)})||"null"),u=JSON.parse(s.getItem(${key(USER_KEY)})||"null");` +
  `if(v&&u&&v.user===u.id&&v.lang===l&&typeof v.html==="string"){n=v.html;p=true;` +
  // The picture's styles (the feed's come with its chunk, not with index.html), in place before it paints.
  `if(typeof v.css==="string"){var k=d.createElement("style");k.textContent=v.css;d.head.appendChild(k)}}` +
  // Else the server's picture (in a page from the network), when it is of this reader in this language (its
  // mark, pictureMark in src/session/session-keys.ts).
  `else if(u&&E.getAttribute(${key(SERVER_PICTURE_ATTRIBUTE)})===u.id+":"+l){E.setAttribute(${key(SERVER_PICTURE_ATTRIBUTE)},"ok");p=true}}}}catch(e){}` +
  // load(): the preloads out of their templates, the entry script set aside, a few a task (each starts a fetch,
  // ~1 ms of the main thread: forty at once were one long task, eight one of 35 ms under 4x CPU slowdown): on
  // the landing one a task, elsewhere four; go(): the first four and the entry script at once, the rest after.
  `function load(o){if(!t)return;var f=d.importNode(t.content,true),x=g&&d.getElementById(g),a;c=f.querySelector("script");` +
  `if(c)f.removeChild(c);if(x)f.appendChild(d.importNode(x.content,true));t=null;a=[].slice.call(f.childNodes);` +
  `(function n(){for(var i=0,e;i<(o?1:4)&&(e=a.shift());i++)d.head.appendChild(e);if(a.length)setTimeout(n)})()}` +
  `function go(){load();if(c){d.head.appendChild(c);c=null}}` +
  `function paint(){if(h&&!q)load(true);else go()}` +
  `if(h){E.setAttribute("data-home","");var on=function(e,f){d.addEventListener(e,f,true)},` +
  `S=${key(LANDING_MARK.pressed)},C=${key(LANDING_MARK.clicked)};` +
  `on("pointerdown",function(){E.setAttribute(S,"");go()});on("keydown",go);on("focusin",go);` +
  `on("pointercancel",function(){E.removeAttribute(S)});` +
  `on("click",function(e){E.removeAttribute(S);var b=e.target.closest&&e.target.closest("[data-prerendered] button");` +
  `if(!b)return;var o=d.querySelector("["+C+"]");if(o)o.removeAttribute(C);b.setAttribute(C,"")});` +
  `try{indexedDB.databases().then(function(a){if(a.some(function(b){return b.name===${key(GUEST_DB_NAME)}})){q=true;if(!t)go()}},function(){})}catch(e){}` +
  `if(N.serviceWorker)addEventListener("load",function(){N.serviceWorker.register(${key(SERVICE_WORKER_URL)},{scope:"/"}).catch(function(){})})}` +
  `if(n!==null)d.addEventListener("DOMContentLoaded",function(){var w=d.createElement("div");` +
  `w.setAttribute("data-snapshot","");w.setAttribute("aria-hidden","true");w.inert=true;w.innerHTML=n;d.body.appendChild(w)});` +
  `if(!(h||p))return go();if(d.visibilityState==="hidden")return paint();` +
  `d.addEventListener("visibilitychange",paint);setTimeout(paint,${PAINT_WAIT_MS});` +
  // The network is shared only where the service worker does not serve the scripts from its cache.
  `if(!(N.serviceWorker&&N.serviceWorker.controller)&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}}).observe({type:"paint",buffered:true});` +
  `else d.addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(paint)})})})()`;

/**
 * The prerendered landing stays hidden unless the script above marked the page; the feed picture covers the
 * screen, opaque, until the app has painted the same feed beneath it.
 */
export const HOME_BOOT_STYLE =
  `html:not([data-home]) [data-prerendered]{display:none}` +
  `html:not([${SERVER_PICTURE_ATTRIBUTE}="ok"]) [data-snapshot][data-server]{display:none}` +
  // The picture's posts one under the other, where the list placed them by their measured heights (the server
  // knows none).
  `[data-snapshot] .post-list__item{position:static!important;transform:none!important}` +
  `[data-snapshot]{position:fixed;inset:0;z-index:40;overflow:hidden;background:var(--color-bg)}` +
  // Both pictures draw Bangla text in the device's own font (on Android, the same Noto Sans Bengali): the first
  // paint waits for no font file, and on a first visit none competes with the page's scripts.
  `[data-snapshot]{--font-sans:var(--font-system);font-family:var(--font-system)}`;
