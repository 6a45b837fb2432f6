// /libraries/{id}/desk/settings: the desk's loan period, loan limit and book-code prefix.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { DeskSettingsScreen } from "../../../../../features/desk/settings/DeskSettingsScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/settings")({
  staticData: { title: msg`Desk settings`, leftMenu: "library" },
  component: DeskSettings,
});

function DeskSettings() {
  const { id } = Route.useParams();
  return <DeskSettingsScreen key={id} libraryId={Number(id)} />;
}
