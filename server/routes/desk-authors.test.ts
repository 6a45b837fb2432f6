// Authors are one per person: two spellings of a name (case, spaces, Unicode form) are one author, also
// when ten copies naming a new author are added at once.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/http";
import { deskPeople, type DeskPeople } from "../test/desk-fixtures";

let p: DeskPeople;
beforeAll(async () => {
  p = await deskPeople();
});

describe("authors", () => {
  it("are one author under every spelling, in a burst of ten adds", async () => {
    const stamp = Date.now();
    const name = `Poet ${stamp}`;
    const spellings = [name, ` ${name.toLowerCase()} `, name.toUpperCase().replace(" ", "   ")];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(`/api/libraries/${p.library}/books`, {
          token: p.owner.token,
          json: {
            title: `Poems ${i}`,
            authors: [spellings[i % spellings.length]],
            // Each its own code: adds at once without one would race for the same next code (409).
            book_code: `PO${stamp}-${i}`,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const authors = answers.map((a) => a.body.data[0].attributes.book.authors[0]);
    expect(new Set(authors.map((a: { id: number }) => a.id)).size).toBe(1);
    expect(spellings.map((s) => s.trim())).toContain(authors[0].name);
  });

  it("keeps two authors of one book as two, and one spelled twice as one", async () => {
    const res = await call(`/api/libraries/${p.library}/books`, {
      token: p.owner.token,
      json: { title: "Two hands", authors: ["Anwar Hossain", "anwar hossain", "Selina Hossain"] },
    });
    expect(res.status).toBe(201);
    const names = (res.body.data[0].attributes.book.authors as { name: string }[]).map(
      (a) => a.name,
    );
    expect(names).toHaveLength(2);
    expect(names).toContain("Selina Hossain");
  });
});
