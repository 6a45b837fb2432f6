// /libraries/{id}/desk/return: the circulation desk's "Return a book" screen (?scan=true opens the camera).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { ReturnScreen } from "../../../../../features/desk/circulation/ReturnScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/return")({
  validateSearch: v.object({ scan: v.optional(v.boolean()) }),
  staticData: { title: msg`Return a book`, leftMenu: "library" },
  component: DeskReturn,
});

function DeskReturn() {
  const { id } = Route.useParams();
  const { scan } = Route.useSearch();
  return <ReturnScreen key={id} libraryId={Number(id)} scan={scan} />;
}
