// /desk: the app shortcut's way into the library desk (?scan=return opens the camera to take a book back).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { DeskChooser } from "../../features/desk/DeskChooser";

export const Route = createFileRoute("/_auth/desk")({
  validateSearch: v.object({ scan: v.optional(v.picklist(["return"])) }),
  staticData: { title: msg`Library desk` },
  component: Desk,
});

function Desk() {
  const { scan } = Route.useSearch();
  return <DeskChooser goal={scan} />;
}
