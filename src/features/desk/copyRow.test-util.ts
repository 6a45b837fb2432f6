// Tests only: a stored copy (the mirror's BookRow) with plain defaults.
import { COPY_DEFAULTS, type BookRow } from "../../db";

export const copyRow = (over: Partial<BookRow> = {}): BookRow => ({
  id: 1,
  libraryId: 1,
  code: "AP-00001",
  title: "Gitanjali",
  authors: ["Rabindranath Tagore"],
  shelf: "A-01",
  box: null,
  coverUrl: null,
  bookId: 1,
  ...COPY_DEFAULTS,
  ...over,
});
