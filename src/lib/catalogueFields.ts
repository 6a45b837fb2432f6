// A catalogued copy's fields as the server names them: shared by the add/edit form, the CSV import and the
// outbox's copy payloads, each adding its own (copies N, a cover).
export const CATALOGUE_FIELDS = [
  "title",
  "authors",
  "isbn",
  "publisher",
  "year",
  "language",
  "category",
  "book_code",
  "shelf_number",
  "box_number",
] as const;
