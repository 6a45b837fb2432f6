// The bench's 10,000-copy library: a library of Rahim's filled through the desk's import (two files of 5,000
// rows) with copies made as the seed makes Alokito's (composed Bangla and English titles, their authors, an
// ISBN for most titles, several copies of some), so its records have the shape and mix a real catalogue's have.
import { composedTitle, isBangla } from "../server/db/seed-data/books";
import { personName } from "../server/db/seed-data/people";
import { banglaIsbn } from "../server/db/seed-data/plan-books";
import { createRandom } from "../server/db/seed-data/random";

export const LARGE_COPIES = 10_000;
const PER_FILE = 5_000;

/** The import's rows: one per copy. */
function rows(): Record<string, string | number>[] {
  const random = createRandom(10_000);
  const authors = (script: "bn" | "en") =>
    Array.from({ length: 300 }, () => {
      const n = personName(random, script);
      return `${n.first} ${n.surname}`;
    });
  const bn = authors("bn");
  const en = authors("en");
  const used = new Set<string>();
  const titles = new Map<string, { authors: string; isbn: string }>();
  return Array.from({ length: LARGE_COPIES }, (_, i) => {
    const title = composedTitle(random);
    let known = titles.get(title);
    if (!known) {
      const pool = isBangla(title) ? bn : en;
      known = {
        authors: random.chance(0.1)
          ? `${random.pick(pool)}; ${random.pick(pool)}`
          : random.pick(pool),
        isbn: random.chance(0.8) ? banglaIsbn(random, used) : "",
      };
      titles.set(title, known);
    }
    return {
      title,
      authors: known.authors,
      isbn: known.isbn,
      language: isBangla(title) ? "bn" : "en",
      year: 1950 + random.int(0, 75),
      shelf_number: `F-${String(random.int(1, 40)).padStart(2, "0")}`,
      box_number: String(random.int(1, 12)),
      book_code: `GL-${String(i + 1).padStart(5, "0")}`,
    };
  });
}

/** Makes the library and imports its copies; its id. */
export async function makeLargeLibrary(baseUrl: string, token: string): Promise<number> {
  const auth = { authorization: `Bearer ${token}`, accept: "application/json" };
  const made = await fetch(`${baseUrl}/api/libraries`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ name: `bench-large-${Date.now()}`, title: "Bench: 10,000 copies" }),
  });
  if (!made.ok) throw new Error(`the large library: ${made.status} ${await made.text()}`);
  const library = ((await made.json()) as { data: number }).data;
  const all = rows();
  for (let at = 0; at < all.length; at += PER_FILE) {
    const res = await fetch(`${baseUrl}/api/libraries/${library}/books/import`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", "idempotency-key": `large-${at}` },
      body: JSON.stringify({ rows: all.slice(at, at + PER_FILE) }),
    });
    if (res.status !== 201)
      throw new Error(`importing the large library: ${res.status} ${await res.text()}`);
  }
  return library;
}
