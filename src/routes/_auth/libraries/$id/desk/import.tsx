// /libraries/{id}/desk/import: import a catalogue from a CSV file (online only).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ImportScreen } from "../../../../../features/desk/csv/ImportScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/import")({
  staticData: { title: msg`Import a catalogue`, leftMenu: "library" },
  component: Import,
});

function Import() {
  const { id } = Route.useParams();
  return <ImportScreen key={id} libraryId={Number(id)} />;
}
