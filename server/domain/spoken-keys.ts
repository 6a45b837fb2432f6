// Phonetic keys beside names and titles, so a name typed in Latin letters finds its Bangla spelling and back:
// the key each write stores, the fill of rows stored without one, and the search condition that uses them.
import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { normaliseText } from "../../src/db/normalise";
import { phoneticKey, phoneticWord, typedAsCode } from "../../src/lib/phoneticKey";
import type { Db } from "../db/client";
import { authors, books, libraries, libraryMembers, users } from "../db/schema";
import { likePattern } from "./like-pattern";

/**
 * The stored key of `texts`: each word's key (src/lib/phoneticKey.ts) with a space before and after every
 * one (" smn rhmn "), so that a LIKE finds the start of a word; "" when no word has a key.
 */
export function spokenKey(...texts: (string | null | undefined)[]): string {
  const key = phoneticKey(texts.filter(Boolean).join(" "));
  return key ? ` ${key} ` : "";
}

/** The key of a person's names (an account or a member card). */
export const nameKey = (p: {
  firstName: string;
  surname?: string | null;
  nickname?: string | null;
}): string => spokenKey(p.firstName, p.surname, p.nickname);

type Named = { id: number; firstName: string; surname: string | null; nickname: string | null };

/**
 * `row` (just written) with the key of its names. Two edits of one card's names at once each key the names
 * they read before, so the key is checked against the names written and, when they differ, made again —
 * only while the names are still those (a later edit keys its own).
 */
export async function settleNameKey<R extends Named & { nameKey: string | null }>(
  db: Db,
  table: typeof users | typeof libraryMembers,
  row: R,
): Promise<R> {
  const key = nameKey(row);
  if (row.nameKey === key) return row;
  await db
    .update(table)
    .set({ nameKey: key })
    .where(
      and(
        eq(table.id, row.id),
        eq(table.firstName, row.firstName),
        sql`${table.surname} is not distinct from ${row.surname}`,
        sql`${table.nickname} is not distinct from ${row.nickname}`,
      ),
    );
  return { ...row, nameKey: key };
}

/** One typed word: as typed (normalised), and the keys that may stand for it. */
interface TermWord {
  word: string;
  keys: string[];
}

/**
 * The words of a search term, each with its key and, when the key ends in an n, the key without it ("Rabin"
 * of Rabindranath, whose key drops that n); keys of one sound are left out, as on the device
 * (src/db/normalise.ts `searchMatcher`).
 */
function termWords(term: string): TermWord[] {
  return normaliseText(term)
    .split(" ")
    .filter(Boolean)
    .map((word) => {
      const key = phoneticWord(word);
      const keys = [key, key.replace(/n$/, "")].filter((k) => k.length >= 2);
      return { word, keys: [...new Set(keys)] };
    });
}

/** Words a term may have to be matched by sound: a name or a title, not a paragraph to test each row with. */
const MAX_WORDS = 8;

/** A LIKE pattern for a stored key: a word starting with `key` (three sounds or more), else the whole word. */
const keyPattern = (key: string): string => (key.length >= 3 ? `% ${key}%` : `% ${key} %`);

/**
 * Rows matching `term`: `literal` (the fields as typed, given an ILIKE pattern) for the whole term, or every
 * word of it found as typed or by its key in `spoken` (given a LIKE pattern for the stored keys). A term
 * with no word of two sounds or more, of more than MAX_WORDS words, or that is a code (`typedAsCode`), is
 * matched as typed only.
 */
export function spokenMatch(
  term: string,
  literal: (pattern: string) => SQL | undefined,
  spoken: (pattern: string) => SQL | undefined,
): SQL | undefined {
  const whole = literal(likePattern(term));
  const words = termWords(term);
  if (typedAsCode(term) || words.length > MAX_WORDS || !words.some((w) => w.keys.length > 0))
    return whole;
  // A one-word term as typed is the whole term: its literal match is not asked for twice.
  const asTyped = (w: TermWord) =>
    words.length === 1 && w.word === term.toLowerCase() ? [] : [literal(likePattern(w.word))];
  const each = words.map((w) => or(...asTyped(w), ...w.keys.map((key) => spoken(keyPattern(key)))));
  return or(whole, and(...each));
}

interface Keyed {
  table: PgTable;
  id: PgColumn;
  key: PgColumn;
  texts: Record<string, PgColumn>;
  make: (row: Record<string, string | null>) => string;
}

const KEYED: Keyed[] = [
  {
    table: users,
    id: users.id,
    key: users.nameKey,
    texts: { firstName: users.firstName, surname: users.surname, nickname: users.nickname },
    make: (r) =>
      nameKey({ firstName: r.firstName ?? "", surname: r.surname, nickname: r.nickname }),
  },
  {
    table: libraryMembers,
    id: libraryMembers.id,
    key: libraryMembers.nameKey,
    texts: {
      firstName: libraryMembers.firstName,
      surname: libraryMembers.surname,
      nickname: libraryMembers.nickname,
    },
    make: (r) =>
      nameKey({ firstName: r.firstName ?? "", surname: r.surname, nickname: r.nickname }),
  },
  {
    table: libraries,
    id: libraries.id,
    key: libraries.titleKey,
    texts: { title: libraries.title },
    make: (r) => spokenKey(r.title),
  },
  {
    table: books,
    id: books.id,
    key: books.titleKey,
    texts: { title: books.title },
    make: (r) => spokenKey(r.title),
  },
  {
    table: authors,
    id: authors.id,
    key: authors.nameKey,
    texts: { name: authors.name },
    make: (r) => spokenKey(r.name),
  },
];

/**
 * Makes the key of every row stored without one (rows from before the keys, or written by SQL outside the
 * server), `batch` rows a statement in id order; a second run finds none (the partial *_unfilled_idx
 * indexes make that a quick look). Answers how many rows it filled.
 */
export async function fillSpokenKeys(db: Db, batch = 1000): Promise<number> {
  let filled = 0;
  for (const t of KEYED) {
    let after = 0;
    for (;;) {
      const rows = (await db
        .select({ id: t.id, ...t.texts })
        .from(t.table)
        .where(and(isNull(t.key), gt(t.id, after)))
        .orderBy(t.id)
        .limit(batch)) as unknown as ({ id: number } & Record<string, string | null>)[];
      if (rows.length === 0) break;
      const values = rows.map((r) => sql`(${r.id}::integer, ${t.make(r)}::text)`);
      await db.execute(
        sql`update ${t.table} set ${sql.identifier(t.key.name)} = v.key
            from (values ${sql.join(values, sql`, `)}) as v(id, key)
            where ${t.id} = v.id and ${t.key} is null`,
      );
      filled += rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }
  return filled;
}
