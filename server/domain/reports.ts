// Reports (complains) of users and posts, and the reasons a reader may pick for each kind.
import * as v from "valibot";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { complains, complainTypes, posts, users } from "../db/schema";
import { isBlockedPair } from "./blocks";
import { invalid, notFound } from "./errors";
import { check, requiredId, requiredText, type Input } from "./fields";

type ReportableType = "User" | "Post";

/** "User" or "Post" as the client sends it; lower case is accepted too. */
const reportableType = (field: string) =>
  v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === "string" ? x.trim().toLowerCase() : x)),
    v.picklist(["user", "post"], `The selected ${field.replace(/_/g, " ")} is invalid.`),
    v.transform((x): ReportableType => (x === "user" ? "User" : "Post")),
  );

/** The reasons for reporting a `type` ("user" or "post"), each as its text; 404 for another type. */
export async function reportReasons(db: Db, type: string): Promise<string[]> {
  const parsed = v.safeParse(reportableType("type"), type);
  if (!parsed.success) throw notFound("Complain type");
  const rows = await db
    .select({ name: complainTypes.name })
    .from(complainTypes)
    .where(eq(complainTypes.type, parsed.output))
    .orderBy(asc(complainTypes.id));
  return rows.map((r) => r.name);
}

/**
 * Whether the user or post exists for `viewerId`: a person either side blocked, and their posts, are
 * answered as missing (a report is no way round a block, and does not tell that one is there).
 */
async function reportable(
  db: Db,
  type: ReportableType,
  id: number,
  viewerId: number,
): Promise<boolean> {
  const [row] =
    type === "User"
      ? await db.select({ userId: users.id }).from(users).where(eq(users.id, id)).limit(1)
      : await db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, id)).limit(1);
  return row !== undefined && !(await isBlockedPair(db, viewerId, row.userId));
}

const NewComplain = v.object({
  subject: requiredText("subject", 255),
  body: requiredText("body", 5000),
  complainable_type: reportableType("complainable_type"),
  complainable_id: requiredId("complainable_id"),
});

/**
 * The reason as stored: the name of one of the type's complain types, given by name or by id.
 * Free text only while no reasons are set up for the type.
 */
async function reasonName(db: Db, type: ReportableType, subject: string): Promise<string> {
  const reasons = await db
    .select({ id: complainTypes.id, name: complainTypes.name })
    .from(complainTypes)
    .where(eq(complainTypes.type, type));
  if (reasons.length === 0) return subject;
  const found = reasons.find((r) => r.name === subject || String(r.id) === subject);
  if (!found) throw invalid({ subject: ["The selected subject is invalid."] });
  return found.name;
}

/** Files `userId`'s report of a user (not themself) or a post they may see; answers it as stored. */
export async function fileReport(db: Db, userId: number, input: Input) {
  const fields = check(NewComplain, input);
  if (!(await reportable(db, fields.complainable_type, fields.complainable_id, userId))) {
    throw invalid({ complainable_id: ["The selected complainable id is invalid."] });
  }
  if (fields.complainable_type === "User" && fields.complainable_id === userId) {
    throw invalid({ complainable_id: ["You cannot report yourself."] });
  }
  const subject = await reasonName(db, fields.complainable_type, fields.subject);
  const [row] = await db
    .insert(complains)
    .values({
      userId,
      subject,
      body: fields.body,
      complainableType: fields.complainable_type,
      complainableId: fields.complainable_id,
    })
    .returning();
  return {
    id: row!.id,
    subject: row!.subject,
    body: row!.body,
    complainable_type: row!.complainableType,
    complainable_id: row!.complainableId,
    created_at: row!.createdAt.toISOString(),
  };
}
