// Page list for a paginator: first, last, a window around the current page, and ellipses for gaps.
export type PageItem = { kind: "page"; page: number } | { kind: "ellipsis"; key: string };

export function pageItems(current: number, last: number, radius = 1): PageItem[] {
  if (last < 1) return [];
  const cur = Math.min(Math.max(1, Math.trunc(current)), last);
  const pages = new Set<number>([1, last]);
  for (let p = cur - radius; p <= cur + radius; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev === 2) items.push({ kind: "page", page: prev + 1 });
    else if (p - prev > 2) items.push({ kind: "ellipsis", key: `gap-${prev}-${p}` });
    items.push({ kind: "page", page: p });
    prev = p;
  }
  return items;
}
