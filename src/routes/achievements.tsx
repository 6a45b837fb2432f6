// /achievements: milestones in numbers.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AchievementsScreen } from "../features/marketing/AchievementsScreen";

export const Route = createFileRoute("/achievements")({
  staticData: {
    title: msg`Achievements`,
    description: msg`What Pathagar has achieved with community libraries and readers across Bangladesh.`,
  },
  component: AchievementsScreen,
});
