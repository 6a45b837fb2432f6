// GET / for a signed-in reader (the home page's session cookie): index.html with the first screen of their
// feed in it, rendered by the app's own components (the build's render in `<static dir>-ssr/`), so the posts
// paint with the HTML, before any script. index.html's start-up script shows it only to the reader and in the
// language it was rendered for (src/app/home-boot.ts); the app takes it away once it has painted the feed.
// Without the cookie, the render or a valid session, where the device keeps its own picture of the feed
// (LOCAL_PICTURE_COOKIE), or when the service worker asks for the shell (SHELL_REQUEST_HEADER), the page is
// index.html as it is.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { resolveToken } from "../auth/tokens";
import { pictureMark, SHELL_REQUEST_HEADER } from "../../src/session/session-keys";
import { withBrowserStandIns } from "../../src/prerender/browser-stand-ins";
import type { FeedPicture, FeedPictureInput } from "../../src/prerender/feed";
import {
  FEED_RENDER_FILE,
  FEED_STYLES_FILE,
  serverRenderDir,
} from "../../src/prerender/server-render";
import { SERVER_PICTURE_ATTRIBUTE } from "../../src/app/home-boot";
import { errorFields, logLine } from "./log";
import {
  clearHomeSession,
  readHomeLanguage,
  readHomeSession,
  readLocalPicture,
} from "./home-session";

/**
 * The picture's element id. The head asks the browser to hold the first frame until the parser has reached it
 * (`<link rel="expect" blocking="render">`), so the page paints with the picture in its first frame, in one
 * layout, instead of an empty frame first and the picture's layout after it.
 */
const PICTURE_ID = "server-picture";

type RenderFeed = (input: FeedPictureInput) => Promise<FeedPicture | null>;

interface HomeRender {
  render: RenderFeed;
  /** The feed screen's styles, put in the page with the picture. */
  styles: string;
}

/** The build's render of a reader's home (null when the app was built without it). Loaded once. */
function loadRender(staticDir: string): () => Promise<HomeRender | null> {
  const dir = serverRenderDir(staticDir);
  let loading: Promise<HomeRender | null> | null = null;
  return () =>
    (loading ??= (async () => {
      const entry = path.join(dir, FEED_RENDER_FILE);
      if (!existsSync(entry)) return null;
      // The app's modules read storage as they load.
      const module = await withBrowserStandIns(
        () => import(pathToFileURL(entry).href) as Promise<{ renderFeedPicture: RenderFeed }>,
      );
      const styles = readFileSync(path.join(dir, FEED_STYLES_FILE), "utf8");
      return { render: oneAtATime(module.renderFeedPicture), styles };
    })().catch((error: unknown) => {
      logLine("error", {
        msg: "The home page's feed render could not load.",
        ...errorFields(error),
      });
      return null;
    }));
}

/** Renders one at a time: the app's render sets its globals (and the browser's stand-ins) while it runs. */
function oneAtATime(render: RenderFeed): RenderFeed {
  let queue: Promise<unknown> = Promise.resolve();
  return (input) => {
    const run = queue.then(() => withBrowserStandIns(() => render(input)));
    queue = run.catch(() => undefined);
    return run;
  };
}

/** The API's JSON answer for `url`, asked in-process with the reader's token, or null if it is not a 200. */
async function askApi(app: Hono<AppEnv>, url: string, token: string): Promise<unknown> {
  const answer = await app.request(url, { headers: { authorization: `Bearer ${token}` } });
  return answer.status === 200 ? answer.json() : null;
}

/**
 * index.html with the picture: its mark on <html> (a user id and a language code), the feed screen's styles
 * in the head (where nothing in them may close the element) with the wait for the picture (PICTURE_ID), the
 * picture at the end of the body.
 */
export function pageWithPicture(
  index: string,
  picture: FeedPicture,
  lang: string,
  styles: string,
): string {
  return index
    .replace(/<html\b/, `<html ${SERVER_PICTURE_ATTRIBUTE}="${pictureMark(picture.userId, lang)}"`)
    .replace(
      "</head>",
      `<style>${styles.replaceAll("</style", "<\\/style")}</style><link rel="expect" href="#${PICTURE_ID}" blocking="render"></head>`,
    )
    .replace(
      "</body>",
      `<div id="${PICTURE_ID}" data-snapshot data-server lang="${lang}" aria-hidden="true" inert>${picture.html}</div></body>`,
    );
}

export function mountHomePage(app: Hono<AppEnv>, staticDir: string): void {
  const indexPath = path.join(staticDir, "index.html");
  const homeRender = loadRender(staticDir);
  // Loaded at start, not by the first reader's request.
  void homeRender();
  app.get("/", async (c, next) => {
    // The service worker asks for the shell itself, for any route (src/worker/shellFromPage.ts).
    if (c.req.header(SHELL_REQUEST_HEADER)) return next();
    const token = readHomeSession(c);
    if (!token || !existsSync(indexPath)) return next();
    const session = await resolveToken(c.var.deps.db, token);
    if (!session || session.kind !== "access") {
      // Signed out or expired: the cookie is of no more use.
      clearHomeSession(c);
      return next();
    }
    const lang = readHomeLanguage(c);
    // The device shows its own picture of the feed (the posts the app will show first, from the device).
    if (readLocalPicture(c) === pictureMark(session.user.id, lang)) return next();
    const [me, feed, home] = await Promise.all([
      askApi(app, "/api/auth/me", token),
      askApi(app, "/api/posts?page=1", token),
      homeRender(),
    ]);
    const picture =
      home && me !== null && feed !== null
        ? await home.render({ me, feed, lang }).catch((error: unknown) => {
            logLine("error", {
              msg: "The home page's feed did not render.",
              ...errorFields(error),
            });
            return null;
          })
        : null;
    if (!picture || !home) return next();
    return answerPage(
      c,
      pageWithPicture(readFileSync(indexPath, "utf8"), picture, lang, home.styles),
    );
  });
}

/** The page for one reader: kept by no cache, compressed when the browser takes Brotli. */
function answerPage(c: Context, html: string): Response {
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Cookie, Accept-Encoding");
  if (!/\bbr\b/.test(c.req.header("accept-encoding") ?? "")) return c.html(html);
  c.header("Content-Encoding", "br");
  c.header("Content-Type", "text/html; charset=UTF-8");
  const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  return c.body(body);
}
