// Home: the marketing landing page for visitors, the news feed for signed-in users (each its own chunk).
import { Suspense } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useSession } from "../session/session";
import { FeedScreen, LandingScreen } from "../app/screens";

export const Route = createFileRoute("/")({
  staticData: {
    title: msg`Home`,
    description: msg`Pathagar connects community libraries and their readers in Bangladesh: news feed, books and members, and training courses, even offline.`,
    leftMenu: "main",
  },
  // Starts fetching the screen's chunk while the route's own chunk loads (no waterfall).
  loader: () =>
    void (useSession.getState().token !== null ? FeedScreen.preload() : LandingScreen.preload()),
  component: Home,
});

function Home() {
  const signedIn = useSession((s) => s.token !== null);
  return <Suspense fallback={null}>{signedIn ? <FeedScreen /> : <LandingScreen />}</Suspense>;
}
