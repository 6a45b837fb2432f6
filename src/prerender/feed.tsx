// Server only (Node, built with the app): the first screen of a signed-in reader's home, shell and feed,
// rendered to HTML from the API's own answers, for the server to put in the page before any script runs.
import * as v from "valibot";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { I18nProvider } from "@lingui/react";
import { i18n, type Messages } from "@lingui/core";
import { ENGLISH_MESSAGES } from "../i18n/english";
import { addRelativeWords } from "../i18n/relative-time";
import { BN_RELATIVE } from "../i18n/relative-time-bn";
import { messages as bn } from "../../locales/bn/messages.po";
import { MeResponse } from "../api/schemas";
import { PostPage } from "../api/posts";
import { createAppRouter } from "../app/router";
import { FeedScreen } from "../app/screens";
import { useSession } from "../session/session";
import { ServerFeed } from "../sync/server-feed";
import { staticOnly, withoutIds } from "./static-html";

const CATALOGS: Record<"en" | "bn", Messages> = { en: ENGLISH_MESSAGES, bn };
addRelativeWords("bn", BN_RELATIVE);

export interface FeedPictureInput {
  /** The answer of GET /api/auth/me for the reader. */
  me: unknown;
  /** The answer of GET /api/posts?page=1 for the reader. */
  feed: unknown;
  lang: "en" | "bn";
}

export interface FeedPicture {
  userId: number;
  html: string;
}

/** Video frames go (a picture would load the video site's whole page); the frame's 16:9 box stays. */
const withoutFrames = (html: string) => html.replace(/<iframe\b[^>]*>[\s\S]*?<\/iframe>/g, "");

/**
 * The home's HTML as the app would show it to this reader, or null when an answer is not what the app reads.
 * One at a time, with the browser's stand-ins in place (./browser-stand-ins.ts): the session and the language
 * are the app's globals while it runs.
 */
export async function renderFeedPicture({
  me,
  feed,
  lang,
}: FeedPictureInput): Promise<FeedPicture | null> {
  const user = v.safeParse(MeResponse, me);
  const page = v.safeParse(PostPage, feed);
  if (!user.success || !page.success) return null;
  const reader = user.output.data;
  const { current_page, last_page } = page.output.meta;
  const hasMore = current_page < last_page;
  i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
  await FeedScreen.preload();
  // A store's hook reads the store's initial state in a server render: the reader's session is that state
  // while the render runs.
  const session = useSession.getInitialState();
  const before = { ...session };
  Object.assign(session, { token: "server", otcToken: null, user: reader });
  try {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }));
    await router.load();
    const { prelude } = await prerenderToNodeStream(
      <I18nProvider i18n={i18n}>
        <ServerFeed.Provider value={{ posts: page.output.data, hasMore }}>
          <RouterProvider router={router} />
        </ServerFeed.Provider>
      </I18nProvider>,
      // Every boundary in place (a big one is otherwise sent apart, to be moved in by a script).
      { signal: AbortSignal.timeout(5_000), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    return { userId: reader.id, html: withoutIds(withoutFrames(staticOnly(html))) };
  } finally {
    Object.assign(session, before);
  }
}
