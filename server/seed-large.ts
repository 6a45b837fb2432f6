// `npm run seed:large -- --scale=<fraction>`: fills the PostgreSQL at DATABASE_URL with the national data set
// (server/db/national/), printing each step's rows and time. Refuses without DATABASE_URL.
import { readConfig } from "./config";
import { NationalDataExists, seedLarge } from "./db/national/seed-large";
import { openUploadStore } from "./uploads/open-store";

const arg = process.argv.slice(2).find((a) => a.startsWith("--scale="));
const scale = arg ? Number(arg.slice("--scale=".length)) : NaN;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    "seed:large fills a PostgreSQL: set DATABASE_URL (the embedded database is not for this).",
  );
  process.exit(2);
}
if (!(scale > 0 && scale <= 1)) {
  console.error(
    "Usage: npm run seed:large -- --scale=<fraction> (0.01 is 1 %, 1 is 10,000 libraries)",
  );
  process.exit(2);
}
const fmt = (n: number) => n.toLocaleString("en-US");
try {
  const config = readConfig();
  const result = await seedLarge({
    databaseUrl,
    scale,
    uploads: openUploadStore(config),
    log: (s) =>
      console.log(
        `${s.name.padEnd(14)} ${fmt(s.rows).padStart(12)} rows  ${(s.ms / 1000).toFixed(1)} s`,
      ),
  });
  console.log(`national network at scale ${scale} in ${(result.ms / 1000).toFixed(1)} s:`);
  for (const [k, v] of Object.entries(result.counts)) console.log(`  ${k.padEnd(14)} ${fmt(v)}`);
} catch (err) {
  console.error(err instanceof NationalDataExists ? err.message : err);
  process.exit(1);
}
