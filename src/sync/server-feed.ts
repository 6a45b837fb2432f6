// The feed's first page as the server's render of the home page was given it (src/prerender/feed.tsx): the
// feed shows these posts instead of the device's, which a server has not got. Empty in the browser.
import { createContext } from "react";
import type { PostRow } from "../db";

export interface ServerFeedPage {
  posts: PostRow[];
  hasMore: boolean;
}

export const ServerFeed = createContext<ServerFeedPage | null>(null);
