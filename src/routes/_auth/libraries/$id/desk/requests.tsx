// /libraries/{id}/desk/requests: the circulation desk's "Member requests" screen.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { RequestsScreen } from "../../../../../features/desk/circulation/RequestsScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/requests")({
  staticData: { title: msg`Member requests`, leftMenu: "library" },
  component: DeskRequests,
});

function DeskRequests() {
  const { id } = Route.useParams();
  return <RequestsScreen key={id} libraryId={Number(id)} />;
}
