// The feed rule on a database of its own: own posts, followed users and libraries, libraries one is a
// member of, never blocked authors; the page aggregates (latest comments, named likers, my like); and
// pages built in SQL equal to the single posts built in Node.
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { Post } from "../../src/api/schemas";
import type { Database } from "../db/client";
import { openMemoryDatabase } from "../test/memory-database";
import {
  blocks,
  comments,
  follows,
  libraries,
  libraryMembers,
  likes,
  posts,
  users,
} from "../db/schema";
import type { PostJson, PostRow } from "../serialize/posts";
import { hydratePosts } from "./post-details";
import { feedPage, timelinePage } from "./post-pages";

let database: Database;

beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function user(name: string) {
  const [row] = await database.db
    .insert(users)
    .values({ firstName: name, username: `${name}@example.org`, passwordHash: "x" })
    .returning();
  return row!.id;
}

async function write(author: number, type: "user" | "library", on: number, body: string) {
  const [row] = await database.db
    .insert(posts)
    .values({ userId: author, postableType: type, postableId: on, body })
    .returning();
  return row!.id;
}

async function feed(viewer: number, perPage = 100, offset = 0) {
  const page = await feedPage(database.db, viewer, { offset, perPage });
  // Read as the app reads it: each post a resource, unwrapped by the app's schema.
  const items = v.parse(v.array(Post), JSON.parse(page.items));
  expect(page.count).toBe(items.length);
  return items;
}

/** The same posts built one by one in Node, as after a create or an edit. */
async function builtInNode(viewer: number, ids: number[]) {
  const rows = await database.db.select().from(posts);
  const byId = new Map(rows.map((r) => [r.id, r as PostRow]));
  return hydratePosts(
    database.db,
    ids.map((id) => byId.get(id)!),
    viewer,
  );
}

describe("feedPage", () => {
  it("follows the feed rules", async () => {
    const { db } = database;
    const [me, followed, stranger, librarian, blockedFriend] = [
      await user("me"),
      await user("followed"),
      await user("stranger"),
      await user("librarian"),
      await user("blocked"),
    ];
    const [memberLib] = await db
      .insert(libraries)
      .values({ name: "member-lib", title: "Member library" })
      .returning();
    const [followedLib] = await db
      .insert(libraries)
      .values({ name: "followed-lib", title: "Followed library" })
      .returning();
    const [otherLib] = await db
      .insert(libraries)
      .values({ name: "other-lib", title: "Other library" })
      .returning();
    await db
      .insert(libraryMembers)
      .values({ libraryId: memberLib!.id, userId: me, memberCode: "M-1", firstName: "me" });
    await db.insert(follows).values([
      { userId: me, followableType: "user", followableId: followed },
      { userId: me, followableType: "user", followableId: blockedFriend },
      { userId: me, followableType: "library", followableId: followedLib!.id },
    ]);
    await db
      .insert(blocks)
      .values({ userId: me, blockableType: "User", blockableId: blockedFriend });

    const own = await write(me, "user", me, "own");
    const byFollowed = await write(followed, "user", followed, "followed user");
    const byStranger = await write(stranger, "user", stranger, "stranger");
    const onMemberLib = await write(librarian, "library", memberLib!.id, "member library");
    const onFollowedLib = await write(librarian, "library", followedLib!.id, "followed library");
    const onOtherLib = await write(librarian, "library", otherLib!.id, "other library");
    const byBlocked = await write(blockedFriend, "user", blockedFriend, "blocked");
    const blockedOnLib = await write(blockedFriend, "library", followedLib!.id, "blocked on lib");

    const ids = (await feed(me)).map((p) => p.id);
    expect(ids).toEqual([onFollowedLib, onMemberLib, byFollowed, own]);
    for (const hidden of [byStranger, onOtherLib, byBlocked, blockedOnLib])
      expect(ids).not.toContain(hidden);
    // A post the reader blocked (hid) is left out; its author's other posts are not.
    const hidden = await write(followed, "user", followed, "hidden by me");
    await db.insert(blocks).values({ userId: me, blockableType: "Post", blockableId: hidden });
    expect((await feed(me)).map((p) => p.id)).toEqual(ids);
    expect((await feed(followed)).map((p) => p.id)).toContain(hidden);
    // The stranger sees only their own post.
    expect((await feed(stranger)).map((p) => p.id)).toEqual([byStranger]);
  });

  it("adds the latest three comments, up to three likers other than the viewer, and my like", async () => {
    const { db } = database;
    const author = await user("author2");
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await user(`liker${i}`));
    const postId = await write(author, "user", author, "popular");
    for (const [i, who] of people.entries())
      await db.insert(comments).values({ postId, userId: who, body: `c${i}` });
    await db
      .insert(likes)
      .values(
        [author, ...people].map((userId) => ({ postId, userId, emojiHtmlCode: "&#128077;" })),
      );
    const [p] = await feed(author);
    expect(p!.comments_data.total).toBe(5);
    expect(p!.comments_data.latest.map((c) => c.body)).toEqual(["c2", "c3", "c4"]);
    expect(p!.likes_data.total).toBe(6);
    expect(p!.likes_data.users.map((u) => u.id)).toEqual([people[4], people[3], people[2]]);
    expect(p!.my_like?.user.id).toBe(author);
    expect(typeof p!.comments_data.latest[0]!.created_at).toBe("string");
  });

  it("builds each post exactly as the single-post answer does, for every viewer", async () => {
    const { db } = database;
    const [writer, reader, troll] = [
      await user("writer"),
      await user("reader"),
      await user("troll"),
    ];
    const [lib] = await db.insert(libraries).values({ name: "eq-lib", title: "Eq" }).returning();
    await db.insert(follows).values([
      { userId: reader, followableType: "user", followableId: writer },
      { userId: reader, followableType: "library", followableId: lib!.id },
    ]);
    await db.insert(blocks).values({ userId: reader, blockableType: "User", blockableId: troll });
    const first = await write(writer, "user", writer, "plain");
    const onLib = await write(writer, "library", lib!.id, "on the library");
    await db
      .update(posts)
      .set({ title: "A title", imageUrl: "/uploads/x.webp" })
      .where(eq(posts.id, onLib));
    // Microseconds in the stored time: both builders must cut them the same way.
    await db.execute(
      sql`UPDATE posts SET created_at = '2026-01-02 03:04:05.678999+00' WHERE id = ${first}`,
    );
    for (const who of [troll, reader, writer])
      await db.insert(comments).values({ postId: onLib, userId: who, body: `from ${who}` });
    for (const who of [troll, reader, writer])
      await db.insert(likes).values({ postId: onLib, userId: who, emojiHtmlCode: "&#10084;" });

    for (const viewer of [reader, writer, troll]) {
      const onTimeline = await timelinePage(
        db,
        viewer,
        { type: "library", id: lib!.id },
        { offset: 0, perPage: 10 },
      );
      const onFeed = await feedPage(db, viewer, { offset: 0, perPage: 100 });
      const pages = [onFeed.items, onTimeline.items].map(
        (items) => JSON.parse(items) as PostJson[],
      );
      for (const fromSql of pages)
        expect(fromSql).toEqual(
          await builtInNode(
            viewer,
            fromSql.map((p) => p.id),
          ),
        );
      expect(pages[1]!.map((p) => p.id)).toEqual([onLib]);
    }
    const [seen] = (await feed(reader)).filter((p) => p.id === onLib);
    expect(seen!.comments_data.total).toBe(2);
    expect(seen!.likes_data.users.map((u) => u.id)).toEqual([writer]);
    expect(seen!.my_like?.emoji_html_code).toBe("&#10084;");
    const [old] = (await feed(writer)).filter((p) => p.id === first);
    expect(old!.created_at).toBe("2026-01-02T03:04:05.678Z");
  });

  it("pages newest first and counts every matching post", async () => {
    const owner = await user("pager");
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await write(owner, "user", owner, `p${i}`));
    const newestFirst = [...ids].reverse();
    expect((await feed(owner, 2, 0)).map((p) => p.id)).toEqual(newestFirst.slice(0, 2));
    expect((await feed(owner, 2, 4)).map((p) => p.id)).toEqual(newestFirst.slice(4));
    const past = await feedPage(database.db, owner, { offset: 10, perPage: 2 });
    expect(past).toEqual({ items: "[]", count: 0, total: 5 });
  });
});

describe("timelinePage", () => {
  it("shows one timeline without the authors the viewer blocked", async () => {
    const { db } = database;
    const [owner, visitor, pest] = [
      await user("tl-owner"),
      await user("tl-visitor"),
      await user("tl-pest"),
    ];
    const mine = await write(owner, "user", owner, "mine");
    const fromPest = await write(pest, "user", owner, "pest on owner's wall");
    await write(owner, "user", visitor, "on someone else's wall");
    await db.insert(blocks).values({ userId: visitor, blockableType: "User", blockableId: pest });
    const page = async (viewer: number) => {
      const raw = await timelinePage(
        db,
        viewer,
        { type: "user", id: owner },
        { offset: 0, perPage: 10 },
      );
      return { ids: (JSON.parse(raw.items) as PostJson[]).map((p) => p.id), total: raw.total };
    };
    expect(await page(owner)).toEqual({ ids: [fromPest, mine], total: 2 });
    expect(await page(visitor)).toEqual({ ids: [mine], total: 1 });
  });
});
