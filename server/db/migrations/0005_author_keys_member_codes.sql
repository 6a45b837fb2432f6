-- Authors who are one person under two spellings (case, spaces, Unicode form) become one: their books
-- move to the first catalogued, then the others go, so that the unique index below can be built.
INSERT INTO "book_authors" ("book_id", "author_id")
SELECT ba."book_id", k."keeper"
FROM "book_authors" ba
JOIN (
  SELECT "id", min("id") OVER (PARTITION BY lower(normalize(regexp_replace(btrim("name"), '\s+', ' ', 'g'), NFC))) AS "keeper"
  FROM "authors"
) k ON k."id" = ba."author_id"
WHERE k."id" <> k."keeper"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "authors" a
USING (
  SELECT "id", min("id") OVER (PARTITION BY lower(normalize(regexp_replace(btrim("name"), '\s+', ' ', 'g'), NFC))) AS "keeper"
  FROM "authors"
) k
WHERE a."id" = k."id" AND k."id" <> k."keeper";--> statement-breakpoint
-- Older databases gave a library's creator the card M-0001; every code now has the library's prefix
-- (server/domain/book-codes.ts: the setting, else the initials of the title's first two Latin words, else
-- the handle's first two letters, else LIB). A card is renamed only when its new code is free.
UPDATE "library_members" m
SET "member_code" = p."prefix" || '-M0001', "updated_at" = now()
FROM (
  SELECT l."id", l."created_by", coalesce(
    l."book_code_prefix",
    CASE WHEN length(i."initials") >= 2 THEN i."initials" END,
    nullif(left(upper(regexp_replace(l."name", '[^A-Za-z0-9]', '', 'g')), 2), ''),
    'LIB'
  ) AS "prefix"
  FROM "libraries" l
  LEFT JOIN LATERAL (
    SELECT string_agg(upper(left(w."word", 1)), '' ORDER BY w."ord") AS "initials"
    FROM (
      SELECT s."word", s."ord"
      FROM regexp_split_to_table(l."title", '\s+') WITH ORDINALITY AS s("word", "ord")
      WHERE s."word" ~ '^[A-Za-z0-9]'
      ORDER BY s."ord"
      LIMIT 2
    ) w
  ) i ON true
) p
WHERE m."library_id" = p."id"
  AND m."member_code" = 'M-0001'
  AND m."user_id" = p."created_by"
  AND NOT EXISTS (
    SELECT 1 FROM "library_members" o
    WHERE o."library_id" = m."library_id" AND o."member_code" = p."prefix" || '-M0001'
  );--> statement-breakpoint
CREATE UNIQUE INDEX "authors_name_key_unique" ON "authors" USING btree (lower(normalize(regexp_replace(btrim("name"), '\s+', ' ', 'g'), NFC)));
