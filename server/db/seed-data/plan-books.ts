// The seed's authors and books.
import { CLASSICS, composedTitle, isBangla, type BookSeed } from "./books";
import { LIBRARIES } from "./libraries";
import { personName } from "./people";
import { createRandom, type Random } from "./random";
import { toIsbn13 } from "../../../src/lib/isbn";

import { BOOK_COVERS, type SeedPlan, url } from "./plan-shared";

/** A made-up ISBN-13 with Bangladesh's prefix (978-984) and a right check digit, not in `used`. */
export function banglaIsbn(random: Random, used: Set<string>): string {
  for (;;) {
    const body = `978984${String(random.int(0, 999_999)).padStart(6, "0")}`;
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
    const isbn = `${body}${(10 - (sum % 10)) % 10}`;
    if (!used.has(isbn)) {
      used.add(isbn);
      return isbn;
    }
  }
}

export function buildBooks(random: Random, seed: number): Pick<SeedPlan, "authors" | "books"> {
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
  // ISBNs draw from their own sequence, so the rest of the seed stays as it was.
  const isbnRandom = createRandom(seed);
  const catalogued = new Set<string>();
  const used = new Set(seeds.flatMap((b) => (b.isbn ? [toIsbn13(b.isbn)!] : [])));
  const books = seeds.map((b) => {
    const first = !catalogued.has(b.title);
    catalogued.add(b.title);
    return {
      title: b.title,
      coverUrl: random.chance(0.7) ? url(`book-${random.int(0, BOOK_COVERS - 1)}.svg`) : null,
      authors: b.authors.map(authorId),
      // A title is catalogued once per ISBN: later rows of the same title are other editions without one.
      isbn: !first ? null : b.isbn ? toIsbn13(b.isbn)! : banglaIsbn(isbnRandom, used),
      publisher: first ? (b.publisher ?? null) : null,
      language: isBangla(b.title) ? "bn" : "en",
    };
  });
  return { authors, books };
}
