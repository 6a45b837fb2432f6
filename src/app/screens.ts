// The home route's two screens, each its own chunk: start-up preloads the one it will show, so the
// first render has it without suspending.
import { preloadable } from "../lib/preloadable";

export const LandingScreen = preloadable(() =>
  import("../features/marketing/LandingScreen").then((m) => m.LandingScreen),
);
export const FeedScreen = preloadable(() =>
  import("../features/feed/FeedScreen").then((m) => m.FeedScreen),
);
