// Complain types and reports (complains) of users and posts.
import { Hono } from "hono";
import * as v from "valibot";
import { asc, eq } from "drizzle-orm";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { complains, complainTypes, posts, users } from "../db/schema";
import { isBlockedPair } from "../domain/blocks";
import { requireUser } from "../http/auth";
import { invalid, notFound } from "../http/errors";
import { body, requiredId, requiredText } from "../http/input";

export const reportsRoutes = new Hono<AppEnv>();

/** "User" or "Post" as the client sends it; lower case is accepted too. */
const reportableType = (field: string) =>
  v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === "string" ? x.trim().toLowerCase() : x)),
    v.picklist(["user", "post"], `The selected ${field.replace(/_/g, " ")} is invalid.`),
    v.transform((x) => (x === "user" ? ("User" as const) : ("Post" as const))),
  );

reportsRoutes.get("/api/complain-types/:type", async (c) => {
  requireUser(c);
  const parsed = v.safeParse(reportableType("type"), c.req.param("type"));
  if (!parsed.success) throw notFound("Complain type");
  const rows = await c.var.deps.db
    .select({ name: complainTypes.name })
    .from(complainTypes)
    .where(eq(complainTypes.type, parsed.output))
    .orderBy(asc(complainTypes.id));
  // Each reason is its text, which a report sends back as its subject.
  return c.json({ data: rows.map((r) => r.name) });
});

/**
 * Whether the user or post exists for `viewerId`: a person either side blocked, and their posts, are
 * answered as missing (a report is no way round a block, and does not tell that one is there).
 */
async function reportable(
  db: Db,
  type: "User" | "Post",
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
async function reasonName(db: Db, type: "User" | "Post", subject: string): Promise<string> {
  const reasons = await db
    .select({ id: complainTypes.id, name: complainTypes.name })
    .from(complainTypes)
    .where(eq(complainTypes.type, type));
  if (reasons.length === 0) return subject;
  const found = reasons.find((r) => r.name === subject || String(r.id) === subject);
  if (!found) throw invalid({ subject: ["The selected subject is invalid."] });
  return found.name;
}

reportsRoutes.post("/api/complains", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const input = await body(c, NewComplain);
  if (!(await reportable(db, input.complainable_type, input.complainable_id, me.id))) {
    throw invalid({ complainable_id: ["The selected complainable id is invalid."] });
  }
  if (input.complainable_type === "User" && input.complainable_id === me.id) {
    throw invalid({ complainable_id: ["You cannot report yourself."] });
  }
  const subject = await reasonName(db, input.complainable_type, input.subject);
  const [row] = await db
    .insert(complains)
    .values({
      userId: me.id,
      subject,
      body: input.body,
      complainableType: input.complainable_type,
      complainableId: input.complainable_id,
    })
    .returning();
  return c.json(
    {
      message: "Thank you. Your report has been sent.",
      data: {
        id: row!.id,
        subject: row!.subject,
        body: row!.body,
        complainable_type: row!.complainableType,
        complainable_id: row!.complainableId,
        created_at: row!.createdAt.toISOString(),
      },
    },
    201,
  );
});
