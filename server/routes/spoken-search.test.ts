// Contract tests for searching by a name's sound: a name or title typed in Latin letters finds its Bangla
// spelling and back (people, member cards, books and their authors, libraries), short words match whole
// words only, and a rename is found by its new name and no longer by the old one, even in a burst.
import { phoneticKey } from "../../src/lib/phoneticKey";
import { call, login, RAHIM, registerUser } from "../test/http";
import { alokito, freshLibrary, ok, walkIn } from "../test/desk-circulation";

type Row = { id: number; attributes?: Record<string, unknown> } & Record<string, unknown>;
const fields = (r: Row) => (r.attributes ?? r) as Record<string, unknown>;

/** Bangla letters and the Latin letters heard for them (no h, n or y, which the key folds away). */
const LETTERS: [string, string][] = [
  ["ক", "k"],
  ["গ", "g"],
  ["চ", "ch"],
  ["জ", "j"],
  ["ট", "t"],
  ["দ", "d"],
  ["প", "p"],
  ["ব", "b"],
  ["ম", "m"],
  ["র", "r"],
  ["ল", "l"],
  ["স", "s"],
];

/**
 * A made-up name in both scripts ("কাগামা…" and "Kagama…"): `start` letters first, then random ones up to
 * `length` sounds, never one twice in a row.
 */
function name(length = 6, start: string[] = []): { bn: string; latin: string } {
  const picked = start.map((latin) => LETTERS.find((l) => l[1] === latin)!);
  while (picked.length < length) {
    const next = LETTERS[Math.floor(Math.random() * LETTERS.length)]!;
    if (next !== picked[picked.length - 1]) picked.push(next);
  }
  const bn = picked.map(([b], i) => (i < picked.length - 1 ? `${b}া` : b)).join("");
  const latin = picked.map(([, l]) => `${l}a`).join("");
  const word = { bn, latin: latin[0]!.toUpperCase() + latin.slice(1, -1) };
  expect(phoneticKey(word.bn)).toBe(phoneticKey(word.latin));
  return word;
}

const get = async (path: string, token: string, term: string): Promise<Row[]> => {
  const sep = path.includes("?") ? "&" : "?";
  const res = await call(`${path}${sep}term=${encodeURIComponent(term)}&per_page=100`, { token });
  return ok<{ data: Row[] }>(res, `${path} ${term}`).data;
};
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe("people by a name's sound", () => {
  let token: string;
  beforeAll(async () => {
    token = await login(RAHIM);
  });

  it("'Suman' finds the seeded সুমন, and 'সুমন' with a surname finds a Suman", async () => {
    const found = await get("/api/users", token, "Suman");
    const names = found.map((u) =>
      [fields(u).first_name, fields(u).surname, fields(u).nickname].join(" "),
    );
    expect(names.some((n) => n.includes("সুমন"))).toBe(true);

    const surname = name();
    const suman = await registerUser({ first_name: "Suman", surname: surname.latin });
    expect(ids(await get("/api/users", token, `সুমন ${surname.bn}`))).toEqual([suman.id]);
    expect(ids(await get("/api/users", token, `sumon ${surname.latin.toLowerCase()}`))).toEqual([
      suman.id,
    ]);
  });

  it("a word of two sounds matches a whole word only, a word of one sound only as typed", async () => {
    const surname = name();
    const short = await registerUser({ first_name: "কাগ", surname: surname.bn });
    const long = name(6, ["k", "g"]);
    const longer = await registerUser({ first_name: long.bn, surname: surname.bn });
    const both = [short.id, longer.id].sort();
    expect(ids(await get("/api/users", token, surname.latin)).sort()).toEqual(both);
    expect(ids(await get("/api/users", token, `Kog ${surname.latin}`))).toEqual([short.id]);
    expect(
      ids(await get("/api/users", token, `${long.latin.slice(0, 5)} ${surname.latin}`)),
    ).toEqual([longer.id]);
    // "Ka" is one sound: it is matched as typed, and neither Bangla name holds the letters "ka".
    expect(ids(await get("/api/users", token, `Ka ${surname.latin}`))).toEqual([]);
  });

  it("a term of more than eight words is matched as typed only", async () => {
    const first = name();
    const user = await registerUser({ first_name: first.bn });
    const repeated = (n: number) => Array.from({ length: n }, () => first.latin).join(" ");
    expect(ids(await get("/api/users", token, repeated(8)))).toEqual([user.id]);
    expect(ids(await get("/api/users", token, repeated(9)))).toEqual([]);
  });

  it("a renamed reader is found by the new name, not the old", async () => {
    const before = name();
    const after = name();
    const user = await registerUser({ first_name: before.bn, surname: "Test" });
    expect(ids(await get("/api/users", token, before.latin))).toEqual([user.id]);
    const edited = await call(`/api/users/${user.id}`, {
      method: "PUT",
      token: user.token,
      json: { first_name: after.bn },
    });
    expect(edited.status).toBe(200);
    expect(ids(await get("/api/users", token, after.latin))).toEqual([user.id]);
    expect(ids(await get("/api/users", token, before.latin))).toEqual([]);
  });
});

describe("member cards by a name's sound", () => {
  it("'Suman' finds the seeded সুমন cards at Alokito", async () => {
    const lib = await alokito();
    const found = await get(`/api/libraries/${lib.id}/members`, lib.token, "Suman");
    const names = found.map((m) => [fields(m).first_name, fields(m).surname].join(" "));
    expect(names.some((n) => n.includes("সুমন"))).toBe(true);
  });

  it("finds a walk-in by either script, and after a rename by the new name only", async () => {
    const lib = await freshLibrary();
    const members = `/api/libraries/${lib.id}/members`;
    const first = name();
    const card = await walkIn(lib.id, lib.owner.token, { first_name: first.bn, surname: "সুমন" });
    const latin = await walkIn(lib.id, lib.owner.token, { first_name: "Suman", surname: null });
    expect(ids(await get(members, lib.owner.token, first.latin))).toEqual([card.id]);
    expect(ids(await get(members, lib.owner.token, "সুমন")).sort()).toEqual(
      [card.id, latin.id].sort(),
    );
    const renamed = name();
    const put = await call(`${members}/${card.id}`, {
      method: "PUT",
      token: lib.owner.token,
      json: { first_name: renamed.bn },
    });
    expect(put.status).toBe(200);
    expect(ids(await get(members, lib.owner.token, renamed.latin))).toEqual([card.id]);
    expect(ids(await get(members, lib.owner.token, first.latin))).toEqual([]);
  });

  it("two edits of one card's names at once leave it found by both", async () => {
    const lib = await freshLibrary();
    const members = `/api/libraries/${lib.id}/members`;
    const cards = await Promise.all(
      Array.from({ length: 4 }, () => walkIn(lib.id, lib.owner.token, { first_name: "Walk" })),
    );
    const names = cards.map(() => ({ first: name(), last: name() }));
    const put = (id: number, json: unknown) =>
      call(`${members}/${id}`, { method: "PUT", token: lib.owner.token, json });
    const answers = await Promise.all(
      cards.flatMap((card, i) => [
        put(card.id, { first_name: names[i]!.first.bn }),
        put(card.id, { surname: names[i]!.last.bn }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const [i, card] of cards.entries()) {
      const both = `${names[i]!.first.latin} ${names[i]!.last.latin}`;
      expect(ids(await get(members, lib.owner.token, both))).toEqual([card.id]);
    }
  });
});

describe("books and libraries by their sound", () => {
  it("'pather panchali' finds পথের পাঁচালী at Alokito", async () => {
    const lib = await alokito();
    const found = await get(`/api/libraries/${lib.id}/books`, lib.token, "pather panchali");
    const titles = found.map((b) => (fields(b).book as { title: string }).title);
    expect(titles).toContain("পথের পাঁচালী");
    const loans = await get(`/api/libraries/${lib.id}/book-issues`, lib.token, "Pother Pachali");
    for (const loan of loans) expect(JSON.stringify(loan)).toContain("পথের পাঁচালী");
  });

  it("finds a copy by its title or author in the other script, and a retitled one by the new title", async () => {
    const lib = await freshLibrary();
    const books = `/api/libraries/${lib.id}/books`;
    const title = name();
    const author = name();
    const added = await call(books, {
      token: lib.owner.token,
      json: { title: `${title.bn} কথা`, authors: [`${author.latin} Das`] },
    });
    expect(added.status).toBe(201);
    const copyId = (await get(books, lib.owner.token, "")).map((b) => b.id)[0]!;
    expect(ids(await get(books, lib.owner.token, `${title.latin} kotha`))).toEqual([copyId]);
    expect(ids(await get(books, lib.owner.token, `${author.bn} দাস`))).toEqual([copyId]);
    const retitled = name();
    const put = await call(`${books}/${copyId}`, {
      method: "PUT",
      token: lib.owner.token,
      json: { title: retitled.bn },
    });
    expect(put.status).toBe(200);
    expect(ids(await get(books, lib.owner.token, retitled.latin))).toEqual([copyId]);
    expect(ids(await get(books, lib.owner.token, title.latin))).toEqual([]);
  });

  it("a code's prefix matches codes as typed, never a title that sounds like it", async () => {
    const lib = await freshLibrary();
    const books = `/api/libraries/${lib.id}/books`;
    // "Gora" has the sound key of the code prefix "GR-"; the copy's code does not start with it.
    const added = await call(books, {
      token: lib.owner.token,
      json: { title: "Gora", authors: ["Rabindranath Tagore"] },
    });
    expect(added.status).toBe(201);
    expect(await get(books, lib.owner.token, "GR-")).toEqual([]);
    expect(await get(books, lib.owner.token, "gora 2")).toEqual([]);
    expect(ids(await get(books, lib.owner.token, "gora"))).toHaveLength(1);
  });

  it("'Shapla' and 'Surma' find the seeded শাপলা and সুরমা libraries", async () => {
    const token = await login(RAHIM);
    const titles = async (term: string) =>
      (await get("/api/libraries", token, term)).map((l) => fields(l).title);
    expect(await titles("Shapla")).toContain("শাপলা গণপাঠাগার");
    expect(await titles("surma pathagar")).toContain("সুরমা পাঠাগার");
  });
});
