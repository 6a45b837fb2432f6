// Writes the national data set into a seeded PostgreSQL by SQL set operations (INSERT … SELECT … FROM
// generate_series), in one transaction: readers, libraries, cards, titles, copies, loans, posts, likes, follows.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { LIBRARY_ROLES } from "../../domain/permissions";
import { LIBRARY_POSTS, LIKE_EMOJI, USER_POSTS } from "../seed-data/posts";
import { authorNames, libraryNames, personNames, titles } from "./dictionary";
import { LOAN_MONTHS, type NationalCounts } from "./scale";

/** Generated readers' usernames: `+88018` and eight digits (the seed's are +8801711… and +8801799…). */
export const READER_PREFIX = "+88018";
export const readerUsername = (n: number) => `${READER_PREFIX}${String(n + 1).padStart(8, "0")}`;
/** The generated reader whose feed the benchmark reads: the last, following 200 readers and 20 libraries. */
export const feedReader = (counts: NationalCounts) => readerUsername(counts.readers - 1);
export const FEED_READERS = 200;
export const FEED_LIBRARIES = 20;

export interface Step {
  name: string;
  rows: number;
  ms: number;
}

/** Ids already taken, per table: a generated row's id is its table's base plus its number plus one. */
interface Bases {
  users: number;
  libraries: number;
  library_roles: number;
  library_members: number;
  authors: number;
  books: number;
  library_books: number;
  book_issues: number;
  posts: number;
  likes: number;
  follows: number;
}
const TABLES: (keyof Bases)[] = [
  "users",
  "libraries",
  "library_roles",
  "library_members",
  "authors",
  "books",
  "library_books",
  "book_issues",
  "posts",
  "likes",
  "follows",
];

/** Whether generated readers are there already. */
export async function hasNationalData(db: Db): Promise<boolean> {
  const r = await exec<{ found: boolean }>(
    db,
    sql`select exists (select 1 from users where username like ${READER_PREFIX + "%"}) as found`,
  );
  return Boolean(r.rows[0]?.found);
}

/** A whole number as SQL text, so PostgreSQL types the arithmetic around it (a parameter would be unknown). */
const int = (x: number) => sql.raw(String(Math.trunc(x)));

/** A statement's rows and count (node-postgres' answer; the generator runs on PostgreSQL only). */
async function exec<T = Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<{ rows: T[]; rowCount: number | null }> {
  return (await db.execute(query)) as unknown as { rows: T[]; rowCount: number | null };
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return (await exec<T>(db, query)).rows;
}

/** Loads `rows` into a temporary table through JSON, 5,000 rows a statement. */
async function loadDictionary(db: Db, table: string, columns: string, rows: object[]) {
  await exec(
    db,
    sql.raw(`create temporary table ${table} (i int primary key, ${columns}) on commit drop`),
  );
  const names = columns.split(",").map((c) => c.trim().split(" ")[0]!);
  for (let start = 0; start < rows.length; start += 5000) {
    const slice = rows.slice(start, start + 5000).map((r, k) => ({ i: start + k, ...r }));
    await exec(
      db,
      sql`insert into ${sql.raw(table)} (i, ${sql.raw(names.join(", "))})
          select * from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb)
          as x(i int, ${sql.raw(columns)})`,
    );
  }
}

/** Fills the national network at `counts`; `passwordHash` is every generated reader's. Answers its steps. */
export async function generateNational(
  db: Db,
  counts: NationalCounts,
  passwordHash: string,
  log: (step: Step) => void = () => {},
): Promise<Step[]> {
  const steps: Step[] = [];
  const step = async (name: string, work: () => Promise<number>) => {
    const t0 = performance.now();
    const rows = await work();
    const s = { name, rows, ms: Math.round(performance.now() - t0) };
    steps.push(s);
    log(s);
  };
  const [bases] = await rowsOf<Bases>(
    db,
    sql.raw(
      `select ${TABLES.map((t) => `(select coalesce(max(id), 0) from ${t})::int as ${t}`).join(", ")}`,
    ),
  );
  const b = bases!;
  const L = counts.libraries;
  const U = counts.readers;
  const C = counts.copies;
  const T = counts.titles;
  const A = counts.authors;
  const P = counts.posts;
  const perLibrary = Math.floor(U / L);
  if (perLibrary < 1) throw new Error("fewer readers than libraries");

  await step("word lists", async () => {
    const names = personNames();
    const t = titles();
    await loadDictionary(db, "nat_names", "first text, surname text, gender text, key text", names);
    await loadDictionary(db, "nat_titles", "title text, language text, key text", t);
    await loadDictionary(db, "nat_authors", "name text, key text", authorNames(A));
    await loadDictionary(
      db,
      "nat_libraries",
      "handle text, title text, district text, prefix text, key text",
      libraryNames(L),
    );
    return names.length + t.length + A + L;
  });
  const nameCount = personNames().length;
  const titleCount = titles().length;

  await step("readers", async () => {
    const r = await exec(
      db,
      sql`
      insert into users (id, first_name, surname, name_key, username, mobile, dob, gender, password_hash,
                         created_at, updated_at)
      select ${int(b.users)} + n + 1, w.first, w.surname, w.key,
             ${READER_PREFIX} || lpad((n + 1)::text, 8, '0'), ${READER_PREFIX} || lpad((n + 1)::text, 8, '0'),
             date '1960-01-01' + ((n * 7919) % 16000)::int, w.gender, ${passwordHash},
             now() - make_interval(secs => (${int(U)} - n) * (3 * 365 * 86400.0 / ${int(U)})),
             now() - make_interval(secs => (${int(U)} - n) * (3 * 365 * 86400.0 / ${int(U)}))
      from generate_series(0, ${int(U - 1)}) n
      join nat_names w on w.i = (n * 7919) % ${int(nameCount)}`,
    );
    return r.rowCount ?? 0;
  });

  await step("libraries", async () => {
    const r = await exec(
      db,
      sql`
      insert into libraries (id, name, title, title_key, about, mobile, post_code, address_post_code,
                             total_regular_news_papers, total_regular_magazines, opening_time_at,
                             closing_time_at, off_days, village, district_id, police_station_id, created_by,
                             book_code_prefix, founded_at, verified_at, created_at, updated_at)
      select ${int(b.libraries)} + w.i + 1, w.handle, w.title, w.key,
             'A community library in ' || w.district || '.',
             '+88019' || lpad((w.i + 1)::text, 8, '0'), (1000 + w.i % 9000)::text, (1000 + w.i % 9000)::text,
             w.i % 6, w.i % 4, '15:00', '20:00', 'Friday', 'Ward ' || (w.i % 9 + 1), d.id,
             (select min(ps.id) from police_stations ps where ps.district_id = d.id),
             ${int(b.users)} + w.i + 1, w.prefix, date '1975-01-01' + (w.i * 37 % 17000),
             now() - interval '3 years', now() - interval '3 years', now() - interval '3 years'
      from nat_libraries w join districts d on d.name = w.district`,
    );
    return r.rowCount ?? 0;
  });

  await step("library roles", async () => {
    const roles = LIBRARY_ROLES.map((r, k) => ({ k, name: r.name, permissions: r.permissions }));
    const r = await exec(
      db,
      sql`
      insert into library_roles (id, library_id, name, permissions)
      select ${int(b.library_roles)} + l * ${int(roles.length)} + x.k + 1, ${int(b.libraries)} + l + 1, x.name, x.permissions
      from generate_series(0, ${int(L - 1)}) l
      cross join jsonb_to_recordset(${JSON.stringify(roles)}::jsonb) as x(k int, name text, permissions jsonb)`,
    );
    return r.rowCount ?? 0;
  });

  // Reader n holds card n of library n % L; the first card of each library is its creator's.
  await step("member cards", async () => {
    const r = await exec(
      db,
      sql`
      insert into library_members (id, library_id, user_id, member_code, first_name, surname, name_key,
                                   mobile, joined_at, created_at, updated_at)
      select ${int(b.library_members)} + n + 1, ${int(b.libraries)} + n % ${int(L)} + 1, u.id,
             w.prefix || '-M' || lpad((n / ${int(L)} + 1)::text, 4, '0'), u.first_name, u.surname, u.name_key,
             u.mobile, u.created_at, u.created_at, u.created_at
      from generate_series(0, ${int(U - 1)}) n
      join users u on u.id = ${int(b.users)} + n + 1
      join nat_libraries w on w.i = n % ${int(L)}`,
    );
    const member = LIBRARY_ROLES.findIndex((x) => x.name === "member");
    const admin = LIBRARY_ROLES.findIndex((x) => x.name === "admin");
    const k = LIBRARY_ROLES.length;
    await exec(
      db,
      sql`
      insert into library_member_roles (member_id, role_id)
      select ${int(b.library_members)} + n + 1, ${int(b.library_roles)} + (n % ${int(L)}) * ${int(k)} + ${int(member)} + 1
      from generate_series(0, ${int(U - 1)}) n
      union all
      select ${int(b.library_members)} + n + 1, ${int(b.library_roles)} + n * ${int(k)} + ${int(admin)} + 1
      from generate_series(0, ${int(L - 1)}) n`,
    );
    return r.rowCount ?? 0;
  });

  await step("authors", async () => {
    const r = await exec(
      db,
      sql`
      insert into authors (id, name, name_key)
      select ${int(b.authors)} + i + 1, name, key from nat_authors`,
    );
    return r.rowCount ?? 0;
  });

  // Made-up ISBN-13s 978-99 and seven digits with a right check digit (the seed's are 978-984-…).
  await step("titles", async () => {
    const r = await exec(
      db,
      sql`
      insert into books (id, title, title_key, isbn, publisher, year, language)
      select ${int(b.books)} + t + 1, w.title, w.key,
             body || ((10 - (select sum(substr(body, p, 1)::int * (case when p % 2 = 1 then 1 else 3 end))
                             from generate_series(1, 12) p) % 10) % 10)::text,
             (array['Anyaprokash', 'Prothoma', 'Mowla Brothers', 'Somoy', 'Kakoli', 'Agamee'])[t % 6 + 1],
             1950 + t % 75, w.language
      from generate_series(0, ${int(T - 1)}) t
      cross join lateral (select '97899' || lpad(t::text, 7, '0') as body) x
      join nat_titles w on w.i = (t * 7919) % ${int(titleCount)}`,
    );
    await exec(
      db,
      sql`
      insert into book_authors (book_id, author_id)
      select ${int(b.books)} + t + 1, ${int(b.authors)} + (t * 31) % ${int(A)} + 1 from generate_series(0, ${int(T - 1)}) t
      union all
      select ${int(b.books)} + t + 1, ${int(b.authors)} + (t * 31 + 1) % ${int(A)} + 1 from generate_series(0, ${int(T - 1)}) t
      where t % 10 = 0 and ${int(A)} > 1`,
    );
    return r.rowCount ?? 0;
  });

  // Copy c is copy j = c / L of library c % L, a title spread over the catalogue.
  await step("copies", async () => {
    const r = await exec(
      db,
      sql`
      insert into library_books (id, library_id, book_id, book_code, shelf_number, status, created_at, updated_at)
      select ${int(b.library_books)} + c + 1, ${int(b.libraries)} + c % ${int(L)} + 1,
             ${int(b.books)} + ((c / ${int(L)}) * 977 + (c % ${int(L)}) * 7919) % ${int(T)} + 1,
             w.prefix || '-' || lpad((c / ${int(L)} + 1)::text, 5, '0'), 'S' || ((c / ${int(L)}) % 40 + 1), 'available',
             now() - interval '2 years', now() - interval '2 years'
      from generate_series(0, ${int(C - 1)}) c
      join nat_libraries w on w.i = c % ${int(L)}`,
    );
    return r.rowCount ?? 0;
  });

  // Loan i of month m is loan j = i / L of library i % L that month: each month another copy and another
  // card of the library, issued in the month's first 15 days and back within 13, so no two loans of a copy
  // overlap; of the last month's, three in ten are still out (some overdue).
  await step("loans", async () => {
    const M = counts.loansPerMonth;
    const copiesPerLibrary = Math.floor(C / L);
    if (copiesPerLibrary < 1) throw new Error("fewer copies than libraries");
    const perMonth = Math.ceil(M / L);
    const stride = Math.max(1, Math.floor(copiesPerLibrary / perMonth));
    const r = await exec(
      db,
      sql`
      insert into book_issues (id, library_id, library_member_id, library_book_id, issued_at, due_at, collected_at)
      select ${int(b.book_issues)} + k + 1, ${int(b.libraries)} + l + 1,
             ${int(b.library_members)} + l + ${int(L)} * ((j + m * 7) % ${int(perLibrary)}) + 1,
             ${int(b.library_books)} + l + ${int(L)} * ((j * ${int(stride)} + m) % ${int(copiesPerLibrary)}) + 1,
             issued, issued + interval '14 days',
             case when m = ${int(LOAN_MONTHS - 1)} and j % 10 < 3 then null
                  else least(issued + make_interval(days => j % 13 + 1), now()) end
      from generate_series(0, ${int(LOAN_MONTHS * M - 1)}) k
      cross join lateral (select k / ${int(M)} as m, (k % ${int(M)}) % ${int(L)} as l, (k % ${int(M)}) / ${int(L)} as j) x
      cross join lateral (
        select now() - make_interval(days => (${int(LOAN_MONTHS)} - m) * 30 - 10)
               + make_interval(secs => j * (15 * 86400.0 / ${int(perMonth)})) as issued) y`,
    );
    await exec(
      db,
      sql`
      update library_books set status = 'on_loan'
      where id in (select library_book_id from book_issues where id > ${int(b.book_issues)} and collected_at is null)`,
    );
    await exec(
      db,
      sql`
      update library_members lm
      set total_reading_books = t.open, total_has_read_books = t.done
      from (select library_member_id as id, count(*) filter (where collected_at is null)::int as open,
                   count(*) filter (where collected_at is not null)::int as done
            from book_issues where id > ${int(b.book_issues)} group by library_member_id) t
      where lm.id = t.id`,
    );
    return r.rowCount ?? 0;
  });

  // Post p: one in ten on library p / 10 % L's timeline by its creator, the others on their writer's own.
  const author = (p: SQL) =>
    sql`(case when ${p} % 10 = 0 then (${p} / 10) % ${int(L)} else (${p} * 7919) % ${int(U)} end)`;
  await step("posts", async () => {
    const r = await exec(
      db,
      sql`
      insert into posts (id, user_id, postable_type, postable_id, title, body, created_at, updated_at)
      select ${int(b.posts)} + p + 1, ${int(b.users)} + ${author(sql`p`)} + 1,
             case when p % 10 = 0 then 'library' else 'user' end,
             case when p % 10 = 0 then ${int(b.libraries)} + (p / 10) % ${int(L)} + 1 else ${int(b.users)} + ${author(sql`p`)} + 1 end,
             case when p % 10 = 0 then lp ->> 'title' else up ->> 'title' end,
             case when p % 10 = 0 then lp ->> 'body' else up ->> 'body' end,
             at, at
      from generate_series(0, ${int(P - 1)}) p
      cross join lateral (select
        ${JSON.stringify(USER_POSTS)}::jsonb -> (p % ${int(USER_POSTS.length)})::int as up,
        ${JSON.stringify(LIBRARY_POSTS)}::jsonb -> (p % ${int(LIBRARY_POSTS.length)})::int as lp,
        now() - make_interval(secs => (${int(P)} - p) * (365 * 86400.0 / ${int(P)})) as at) x`,
    );
    return r.rowCount ?? 0;
  });

  // Like k is like r = k / P of post k % P, by another reader than its writer each time.
  await step("likes", async () => {
    const perPost = Math.ceil(counts.likes / P);
    const step = Math.max(1, Math.floor((U - 1) / perPost));
    const r = await exec(
      db,
      sql`
      insert into likes (id, post_id, user_id, emoji_html_code, created_at)
      select ${int(b.likes)} + k + 1, ${int(b.posts)} + p + 1,
             ${int(b.users)} + (${author(sql`p`)} + 1 + r * ${int(step)}) % ${int(U)} + 1, ${LIKE_EMOJI},
             least(now(), now() - make_interval(secs => (${int(P)} - p) * (365 * 86400.0 / ${int(P)})) + make_interval(mins => r + 1))
      from generate_series(0, ${int(counts.likes - 1)}) k
      cross join lateral (select k % ${int(P)} as p, k / ${int(P)} as r) x`,
    );
    return r.rowCount ?? 0;
  });

  // Follow f is follow r = f / U of reader f % U: every fifth a library, the others readers further on.
  await step("follows", async () => {
    const perReader = Math.ceil(counts.follows / U);
    const step = Math.max(1, Math.floor((U - 1) / perReader));
    const r = await exec(
      db,
      sql`
      insert into follows (id, user_id, followable_type, followable_id, created_at)
      select ${int(b.follows)} + f + 1, ${int(b.users)} + n + 1,
             case when r % 5 = 4 then 'library' else 'user' end,
             case when r % 5 = 4 then ${int(b.libraries)} + (n * 7 + r / 5) % ${int(L)} + 1
                  else ${int(b.users)} + (n + 1 + (r - r / 5) * ${int(step)}) % ${int(U)} + 1 end,
             now() - make_interval(days => (f % 700))
      from generate_series(0, ${int(counts.follows - 1)}) f
      cross join lateral (select f % ${int(U)} as n, f / ${int(U)} as r) x`,
    );
    const heavy = counts.readers - 1;
    const readers = Math.min(FEED_READERS, U - 1);
    const libraries = Math.min(FEED_LIBRARIES, L);
    const extra = await exec(
      db,
      sql`
      insert into follows (id, user_id, followable_type, followable_id, created_at)
      select ${int(b.follows + counts.follows)} + q + 1, ${int(b.users)} + ${int(heavy)} + 1, type, target, now() - interval '1 day'
      from (select q, 'user' as type, ${int(b.users)} + (${int(heavy)} + 1 + q * ${int(Math.max(1, Math.floor((U - 1) / readers)))}) % ${int(U)} + 1 as target
            from generate_series(0, ${int(readers - 1)}) q
            union all
            select ${int(readers)} + q, 'library', ${int(b.libraries)} + q * ${int(Math.max(1, Math.floor(L / libraries)))} + 1
            from generate_series(0, ${int(libraries - 1)}) q) t
      on conflict do nothing`,
    );
    return (r.rowCount ?? 0) + (extra.rowCount ?? 0);
  });

  await step("sequences", async () => {
    for (const t of TABLES)
      await exec(
        db,
        sql.raw(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`),
      );
    return TABLES.length;
  });
  return steps;
}
