// /libraries/{id}/desk/return: the circulation desk's "Return a book" screen.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ReturnScreen } from "../../../../../features/desk/circulation/ReturnScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/return")({
  staticData: { title: msg`Return a book`, leftMenu: "library" },
  component: DeskReturn,
});

function DeskReturn() {
  const { id } = Route.useParams();
  return <ReturnScreen key={id} libraryId={Number(id)} />;
}
