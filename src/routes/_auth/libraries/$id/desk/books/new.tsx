// /libraries/{id}/desk/books/new: the catalogue desk's "Add a book" screen.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { AddBookScreen } from "../../../../../../features/desk/books/AddBookScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/books/new")({
  staticData: { title: msg`Add a book`, leftMenu: "library" },
  component: DeskAddBook,
});

function DeskAddBook() {
  const { id } = Route.useParams();
  return <AddBookScreen key={id} libraryId={Number(id)} />;
}
