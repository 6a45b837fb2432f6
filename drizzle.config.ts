// Drizzle Kit settings: `npx drizzle-kit generate` writes SQL migrations from server/db/schema.ts (tables in
// server/db/schema/).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
