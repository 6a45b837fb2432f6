// /libraries/{id}/desk/books/{copyId}: edit, withdraw or restore one copy (a temporary id for one not yet sent).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { EditCopyScreen } from "../../../../../../features/desk/books/EditCopyScreen";
import { copyIdOf } from "../../../../../../features/desk/books/copyId";

export const Route = createFileRoute("/_auth/libraries/$id/desk/books/$copyId")({
  staticData: { title: msg`Edit a copy`, leftMenu: "library" },
  component: DeskEditCopy,
});

function DeskEditCopy() {
  const { id, copyId } = Route.useParams();
  return (
    <EditCopyScreen key={`${id}/${copyId}`} libraryId={Number(id)} copyId={copyIdOf(copyId)} />
  );
}
