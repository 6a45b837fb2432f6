// The library form: field rules for create and edit, the unique handle, and the address lookup.
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "../db/client";
import { districts, libraries, policeStations } from "../db/schema";
import { isValidPhone } from "../../src/lib/phone";
import { invalid } from "./errors";
import { spokenKey } from "./spoken-keys";
import {
  check,
  optionalDate,
  optionalEmail,
  optionalInt,
  optionalText,
  requiredText,
  type Input,
} from "./fields";

/** Paths of the app that a library handle must not shadow (the handle is served at /{name}). */
export const RESERVED_NAMES = new Set([
  "about",
  "achievements",
  "advertisers",
  "api",
  "assets",
  "awards",
  "careers",
  "cart",
  "contact-us",
  "courses",
  "desk",
  "developers",
  "help",
  "libraries",
  "login",
  "my-courses",
  "my-loans",
  "oauth",
  "pricing",
  "privacy-policy",
  "products",
  "qr-codes",
  "register",
  "research",
  "reset-password",
  "searches",
  "share-target",
  "uploads",
  "users",
  "login-with-otc-to-reset-password",
  "sw.js",
  "manifest.webmanifest",
]);

export const NAME_PATTERN = /^[a-z0-9._-]{3,50}$/;

const nameRule = v.pipe(
  requiredText("name", 50),
  v.transform((s: string) => s.toLowerCase()),
  v.regex(
    NAME_PATTERN,
    "The name must be 3 to 50 lowercase letters, digits, dots, dashes or underscores.",
  ),
  v.check((s) => !RESERVED_NAMES.has(s), "This name is reserved. Choose another."),
);

const timeRule = (field: string) =>
  v.pipe(
    optionalText(field, 8),
    v.check(
      (s) => s === null || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(s),
      `The ${field.replace(/_/g, " ")} field must be a time like 09:30.`,
    ),
  );

const optionalId = (field: string) => optionalInt(field, 1);

/** SPEC §5 phone: a plus sign then 6 to 14 digits; spaces and dashes typed between are dropped. */
const phoneRule = (field: string) =>
  v.pipe(
    optionalText(field, 30),
    v.transform((s) => (s === null ? null : s.replace(/[\s-]/g, ""))),
    v.check(
      (s) => s === null || isValidPhone(s),
      `The ${field} field must be a plus sign followed by 6 to 14 digits.`,
    ),
  );

const fields = {
  name: nameRule,
  title: requiredText("title", 255),
  about: optionalText("about", 5000),
  email: optionalEmail("email"),
  founded_at: optionalDate("founded_at"),
  govt_reg_no: optionalText("govt_reg_no", 100),
  phone: phoneRule("phone"),
  mobile: phoneRule("mobile"),
  post_code: optionalText("post_code", 20),
  total_regular_news_papers: optionalInt("total_regular_news_papers", 0, 10_000),
  total_regular_magazines: optionalInt("total_regular_magazines", 0, 10_000),
  opening_time_at: timeRule("opening_time_at"),
  closing_time_at: timeRule("closing_time_at"),
  off_days: optionalText("off_days", 255),
  /** The form's one-line address; kept as the house line when no house is given. */
  address: optionalText("address", 255),
  house: optionalText("house", 255),
  village: optionalText("village", 255),
  district_id: optionalId("district_id"),
  police_station_id: optionalId("police_station_id"),
  district: optionalText("district", 100),
  police_station: optionalText("police_station", 100),
  address_post_code: optionalText("address_post_code", 20),
};
type FieldName = keyof typeof fields;

const CreateSchema = v.object(fields);
const EditSchema = v.object({
  ...fields,
  // On edit, a field left out keeps its value; name and title may not be blanked.
  name: v.optional(nameRule),
  title: v.optional(requiredText("title", 255)),
});

type LibraryValues = Partial<typeof libraries.$inferInsert>;

/** Columns to write from the checked fields; on edit only the fields the request carried. */
async function toValues(
  db: Db,
  data: v.InferOutput<typeof EditSchema>,
  given: (f: FieldName) => boolean,
): Promise<LibraryValues> {
  const out: LibraryValues = {};
  const set = <K extends keyof LibraryValues>(f: FieldName, column: K, value: LibraryValues[K]) => {
    if (given(f)) out[column] = value;
  };
  set("name", "name", data.name);
  set("title", "title", data.title);
  if (out.title !== undefined) out.titleKey = spokenKey(out.title);
  set("about", "about", data.about);
  set("email", "email", data.email);
  set("founded_at", "foundedAt", data.founded_at);
  set("govt_reg_no", "govtRegNo", data.govt_reg_no);
  set("phone", "phone", data.phone);
  set("mobile", "mobile", data.mobile);
  set("post_code", "postCode", data.post_code);
  set("total_regular_news_papers", "totalRegularNewsPapers", data.total_regular_news_papers ?? 0);
  set("total_regular_magazines", "totalRegularMagazines", data.total_regular_magazines ?? 0);
  set("opening_time_at", "openingTimeAt", data.opening_time_at);
  set("closing_time_at", "closingTimeAt", data.closing_time_at);
  set("off_days", "offDays", data.off_days);
  set("village", "village", data.village);
  set("address_post_code", "addressPostCode", data.address_post_code);
  if (given("house") || given("address")) out.house = data.house ?? data.address;
  Object.assign(out, await resolvePlace(db, data, given));
  return out;
}

/**
 * District and police station: ids must exist (422 otherwise); names, as the form's free text, are
 * matched case-insensitively and added when new (a police station needs its district).
 */
async function resolvePlace(
  db: Db,
  data: v.InferOutput<typeof EditSchema>,
  given: (f: FieldName) => boolean,
): Promise<LibraryValues> {
  const out: LibraryValues = {};
  let districtId: number | null | undefined;
  if (given("district_id") || given("district")) {
    if (data.district_id) {
      const [row] = await db
        .select({ id: districts.id })
        .from(districts)
        .where(eq(districts.id, data.district_id))
        .limit(1);
      if (!row) throw invalid({ district_id: ["The selected district id is invalid."] });
      districtId = row.id;
    } else if (data.district) {
      districtId = await findOrAddDistrict(db, data.district);
    } else districtId = null;
    out.districtId = districtId;
  }
  if (given("police_station_id") || given("police_station")) {
    if (data.police_station_id) {
      const [row] = await db
        .select({ id: policeStations.id, districtId: policeStations.districtId })
        .from(policeStations)
        .where(eq(policeStations.id, data.police_station_id))
        .limit(1);
      if (!row || (districtId && row.districtId !== districtId))
        throw invalid({ police_station_id: ["The selected police station id is invalid."] });
      out.policeStationId = row.id;
      if (!districtId) out.districtId = row.districtId;
    } else if (data.police_station) {
      out.policeStationId = await findOrAddPoliceStation(db, data.police_station, districtId);
    } else out.policeStationId = null;
  }
  return out;
}

async function findOrAddDistrict(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(sql`lower(${districts.name}) = lower(${name})`)
    .limit(1);
  if (row) return row.id;
  const [added] = await db.insert(districts).values({ name }).returning({ id: districts.id });
  return added!.id;
}

async function findOrAddPoliceStation(
  db: Db,
  name: string,
  districtId: number | null | undefined,
): Promise<number> {
  const sameName = sql`lower(${policeStations.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: policeStations.id })
    .from(policeStations)
    .where(districtId ? and(sameName, eq(policeStations.districtId, districtId)) : sameName)
    .limit(1);
  if (row) return row.id;
  if (!districtId) throw invalid({ district: ["Give the district of this police station."] });
  const [added] = await db
    .insert(policeStations)
    .values({ name, districtId })
    .returning({ id: policeStations.id });
  return added!.id;
}

export async function readNewLibrary(db: Db, input: Input) {
  const data = check(CreateSchema, input);
  return toValues(db, data, () => true) as Promise<LibraryValues & { name: string; title: string }>;
}

export async function readLibraryEdit(db: Db, input: Input) {
  const data = check(EditSchema, input);
  return toValues(db, data, (f) => f in input);
}

/** 422 on `name` when another library already has this handle. */
export async function requireFreeName(db: Db, name: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: libraries.id })
    .from(libraries)
    .where(eq(libraries.name, name))
    .limit(1);
  if (row && row.id !== exceptId) throw nameTaken();
}

export const nameTaken = () => invalid({ name: ["The name has already been taken."] });
