// The one database schema (Drizzle pg-core) shared by the embedded PGlite and a real PostgreSQL, its tables
// by area in ./schema/.
export * from "./schema/accounts";
export * from "./schema/places";
export * from "./schema/libraries";
export * from "./schema/catalogue";
export * from "./schema/social";
export * from "./schema/courses";
export * from "./schema/shared-state";
