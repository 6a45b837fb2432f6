// /share-target: what another app shared, as a new post (the service worker took the shared form).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { SharedPostScreen } from "../../features/posts/SharedPostScreen";

export const Route = createFileRoute("/_auth/share-target")({
  staticData: { title: msg`New post` },
  component: SharedPostScreen,
});
