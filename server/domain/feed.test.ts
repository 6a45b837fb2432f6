// The feed rule on a database of its own: own posts, followed users and libraries, libraries one is a
// member of, never blocked authors; and the page aggregates (latest comments, named likers, my like).
import { openDatabase, type Database } from "../db/client";
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
import { feedCondition, postPage } from "./feed";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://", databaseUrl: undefined });
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

async function feed(viewer: number) {
  const { db } = database;
  const { items } = await postPage(db, feedCondition(db, viewer), viewer, {
    offset: 0,
    perPage: 100,
  });
  return items;
}

describe("feedCondition", () => {
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
});
