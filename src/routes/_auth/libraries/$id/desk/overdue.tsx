// /libraries/{id}/desk/overdue: the circulation desk's "Overdue books" screen.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { OverdueScreen } from "../../../../../features/desk/circulation/OverdueScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/overdue")({
  staticData: { title: msg`Overdue books`, leftMenu: "library" },
  component: DeskOverdue,
});

function DeskOverdue() {
  const { id } = Route.useParams();
  return <OverdueScreen key={id} libraryId={Number(id)} />;
}
