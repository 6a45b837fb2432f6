// Empties the test PostgreSQL before a server test run (drops the app and migration schemas), so every run starts from the seed.
import pg from "pg";

/** Refuses any database whose name does not end in "_test": tests must never wipe real data. */
export async function resetTestDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
  if (!/_test$/.test(name)) {
    throw new Error(
      `Server tests empty their database first; refusing DATABASE_URL with database "${name}" (its name must end in _test).`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}
