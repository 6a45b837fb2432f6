// /libraries/{id}/desk/labels/books: print book labels (QR, code, shelf and box) on A4.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { BookLabelsScreen } from "../../../../../../features/desk/labels/BookLabelsScreen";
import { bookLabelSearch, choiceOf } from "../../../../../../features/desk/labels/labelSearch";

export const Route = createFileRoute("/_auth/libraries/$id/desk/labels/books")({
  validateSearch: bookLabelSearch,
  staticData: { title: msg`Book labels`, leftMenu: "library" },
  component: BookLabels,
});

function BookLabels() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <BookLabelsScreen key={id} libraryId={Number(id)} initial={choiceOf(search)} />;
}
