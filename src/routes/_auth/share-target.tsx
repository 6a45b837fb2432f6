// /share-target: what another app shared, as a new post (the service worker took the shared form; without one,
// the server passed its title, text and link on in the address).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { SharedPostScreen } from "../../features/posts/SharedPostScreen";

const field = v.optional(v.pipe(v.string(), v.maxLength(2000)));

export const Route = createFileRoute("/_auth/share-target")({
  validateSearch: v.object({ title: field, text: field, url: field }),
  staticData: { title: msg`New post` },
  component: SharedPost,
});

function SharedPost() {
  const passed = Route.useSearch();
  return <SharedPostScreen passed={passed} />;
}
