// Tables: districts and police stations of Bangladesh, for addresses.
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

export const districts = pgTable("districts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
});

export const policeStations = pgTable(
  "police_stations",
  {
    id: serial("id").primaryKey(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [index("police_stations_district_idx").on(t.districtId)],
);
