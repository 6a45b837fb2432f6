// Page list for a paginator (SPEC §9): up to 13 pages in full; otherwise the first 10, a window of
// current ± 3 and the last 2 pages, with an ellipsis for each gap (a gap of a single page shows that page).
export type PageItem = { kind: "page"; page: number } | { kind: "ellipsis"; key: string };

/** Up to this many pages are all listed. */
export const FULL_LIST_MAX = 13;
/** Beyond that, the first pages always listed. */
export const LEADING_PAGES = 10;
/** Pages listed either side of the current one. */
export const WINDOW_RADIUS = 3;
/** Pages listed at the end. */
export const TRAILING_PAGES = 2;

export function pageItems(current: number, last: number): PageItem[] {
  const lastPage = Math.trunc(last);
  if (!(lastPage >= 1)) return [];
  const cur = Math.min(Math.max(1, Math.trunc(current) || 1), lastPage);
  const pages = new Set<number>();
  if (lastPage <= FULL_LIST_MAX) {
    for (let p = 1; p <= lastPage; p++) pages.add(p);
  } else {
    for (let p = 1; p <= LEADING_PAGES; p++) pages.add(p);
    for (let p = cur - WINDOW_RADIUS; p <= cur + WINDOW_RADIUS; p++) {
      if (p >= 1 && p <= lastPage) pages.add(p);
    }
    for (let p = lastPage - TRAILING_PAGES + 1; p <= lastPage; p++) pages.add(p);
  }
  const items: PageItem[] = [];
  let prev = 0;
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - prev === 2) items.push({ kind: "page", page: prev + 1 });
    else if (p - prev > 2) items.push({ kind: "ellipsis", key: `gap-${prev}-${p}` });
    items.push({ kind: "page", page: p });
    prev = p;
  }
  return items;
}
