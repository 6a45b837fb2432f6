// /libraries/{id}/desk/export: the device's books, members and loans as CSV files.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { ExportScreen } from "../../../../../features/desk/csv/ExportScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/export")({
  staticData: { title: msg`Export to CSV`, leftMenu: "library" },
  component: Export,
});

function Export() {
  const { id } = Route.useParams();
  return <ExportScreen key={id} libraryId={Number(id)} />;
}
