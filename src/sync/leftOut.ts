// Which of the device's rows a whole list from the server leaves out, so that the pull deletes them: a row made
// here and not yet sent (a temporary id) is not counted, nor one the device learnt of after the list was read,
// whose id is higher than any in it (the server's ids only grow).
import type { IndexableType } from "dexie";

export function leftOut(
  held: readonly IndexableType[],
  listed: readonly { id: number }[],
): number[] {
  const ids = new Set(listed.map((row) => row.id));
  const top = listed.reduce((max, row) => Math.max(max, row.id), 0);
  return held.filter(
    (id): id is number =>
      typeof id === "number" && !ids.has(id) && (listed.length === 0 || id < top),
  );
}
