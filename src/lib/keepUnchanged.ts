// Structural sharing for rows read again from the local database: a row equal to the one read before keeps its
// old object, and a list with nothing changed stays the same array, so memoised components skip it.

let blobs = 0;
/**
 * A row's value as text. A Blob has none to compare (each read gives a new one, and two different pictures
 * both read as `{}`): a row holding one never counts as unchanged.
 */
const valueOf = (row: unknown) =>
  JSON.stringify(row, (_key, value: unknown) =>
    value instanceof Blob ? `blob ${++blobs}` : value,
  );

/** Rows compared by value (plain data, as IndexedDB returns it), matched by `id`. */
export function keepUnchanged<T extends { id: unknown }>(
  previous: readonly T[] | undefined,
  next: T[],
): T[] {
  if (!previous?.length) return next;
  const before = new Map(previous.map((row) => [row.id, row]));
  let changed = previous.length !== next.length;
  const rows = next.map((row, i) => {
    const old = before.get(row.id);
    const same = old !== undefined && valueOf(old) === valueOf(row);
    if (!same || previous[i] !== old) changed = true;
    return same ? old : row;
  });
  return changed ? rows : (previous as T[]);
}
