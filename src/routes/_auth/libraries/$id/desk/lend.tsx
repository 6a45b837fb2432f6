// /libraries/{id}/desk/lend: the circulation desk's "Lend a book" screen.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { LendScreen } from "../../../../../features/desk/circulation/LendScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/lend")({
  staticData: { title: msg`Lend a book`, leftMenu: "library" },
  component: DeskLend,
});

function DeskLend() {
  const { id } = Route.useParams();
  return <LendScreen key={id} libraryId={Number(id)} />;
}
