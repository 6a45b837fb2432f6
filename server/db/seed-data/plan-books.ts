// The seed's authors and books.
import { CLASSICS, composedTitle, isBangla, type BookSeed } from "./books";
import { LIBRARIES } from "./libraries";
import { personName } from "./people";
import { type Random } from "./random";

import { BOOK_COVERS, type SeedPlan, url } from "./plan-shared";

export function buildBooks(random: Random): Pick<SeedPlan, "authors" | "books"> {
  const authors: string[] = [];
  const authorIndex = new Map<string, number>();
  const authorId = (name: string) => {
    let id = authorIndex.get(name);
    if (id === undefined) {
      id = authors.push(name) - 1;
      authorIndex.set(name, id);
    }
    return id;
  };
  const pool = (script: "bn" | "en") =>
    Array.from({ length: 120 }, () => {
      const n = personName(random, script);
      return `${n.first} ${n.surname}`;
    });
  const bnAuthors = pool("bn");
  const enAuthors = pool("en");
  const seeds: BookSeed[] = [...CLASSICS];
  const seen = new Set(seeds.map((b) => b.title));
  const total = LIBRARIES[0]!.books;
  for (let tries = 0; seeds.length < total && tries < total * 20; tries++) {
    const title = composedTitle(random);
    if (seen.has(title)) continue;
    seen.add(title);
    const names = isBangla(title) ? bnAuthors : enAuthors;
    const first = random.pick(names);
    const second = random.chance(0.1) ? random.pick(names) : first;
    seeds.push({ title, authors: second === first ? [first] : [first, second] });
  }
  // Word lists run out before 3,000: the rest are further copies of titles already there.
  while (seeds.length < total) seeds.push(seeds[random.int(0, seeds.length - 1)]!);
  const books = seeds.map((b) => ({
    title: b.title,
    coverUrl: random.chance(0.7) ? url(`book-${random.int(0, BOOK_COVERS - 1)}.svg`) : null,
    authors: b.authors.map(authorId),
  }));
  return { authors, books };
}
