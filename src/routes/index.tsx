// Home: the marketing landing page for visitors, the news feed for signed-in users.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useSession } from "../app/session";
import { LandingScreen } from "../features/marketing/LandingScreen";
import { FeedScreen } from "../features/feed/FeedScreen";

export const Route = createFileRoute("/")({
  staticData: {
    title: msg`Home`,
    description: msg`Pathagar connects community libraries and their readers in Bangladesh: news feed, books and members, and training courses, even offline.`,
    leftMenu: "main",
  },
  component: Home,
});

function Home() {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <FeedScreen /> : <LandingScreen />;
}
