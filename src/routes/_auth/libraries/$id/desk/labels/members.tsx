// /libraries/{id}/desk/labels/members: print member cards (QR, name, photo, library) on A4.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MemberCardsScreen } from "../../../../../../features/desk/labels/MemberCardsScreen";
import { memberCardSearch, parseIds } from "../../../../../../features/desk/labels/labelSearch";

export const Route = createFileRoute("/_auth/libraries/$id/desk/labels/members")({
  validateSearch: memberCardSearch,
  staticData: { title: msg`Member cards`, leftMenu: "library" },
  component: MemberCards,
});

function MemberCards() {
  const { id } = Route.useParams();
  const { ids } = Route.useSearch();
  return <MemberCardsScreen key={id} libraryId={Number(id)} initialIds={parseIds(ids)} />;
}
