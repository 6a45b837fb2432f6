// /libraries/{id}/desk/members/{memberId}: one member's card at the desk (a temporary id works offline).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MemberViewScreen } from "../../../../../features/desk/members/MemberViewScreen";
import { memberKey } from "../../../../../sync/deskMember";

export const Route = createFileRoute("/_auth/libraries/$id/desk/members_/$memberId")({
  staticData: { title: msg`Member card`, leftMenu: "library" },
  component: DeskMember,
});

function DeskMember() {
  const { id, memberId } = Route.useParams();
  return <MemberViewScreen key={memberId} libraryId={Number(id)} memberId={memberKey(memberId)} />;
}
