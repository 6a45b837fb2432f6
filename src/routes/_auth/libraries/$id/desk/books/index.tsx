// /libraries/{id}/desk/books: the staff's book list (edit, withdraw, move several at once).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { DeskBooksScreen } from "../../../../../../features/desk/books/DeskBooksScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/books/")({
  staticData: { title: msg`Books`, leftMenu: "library" },
  component: DeskBooks,
});

function DeskBooks() {
  const { id } = Route.useParams();
  return <DeskBooksScreen key={id} libraryId={Number(id)} />;
}
