// /libraries/{id}/desk/members: the circulation desk's "Members" screen.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MembersScreen } from "../../../../../features/desk/circulation/MembersScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/members")({
  staticData: { title: msg`Members`, leftMenu: "library" },
  component: DeskMembers,
});

function DeskMembers() {
  const { id } = Route.useParams();
  return <MembersScreen key={id} libraryId={Number(id)} />;
}
