// Entity keys keep the format queued rows already stored on readers' devices were written with.
import { describe, expect, it } from "vitest";
import { followRowKey, keys, metaKeys } from "./keys";
import { kindOf } from "./engine";

describe("keys", () => {
  it("spell every key as the outbox and the mirror store it", () => {
    expect([
      keys.post(5),
      keys.post("tmp-a"),
      keys.comment(7),
      keys.like(5),
      keys.follow("library", 3),
      keys.block(9),
      keys.memberRequest(3),
      keys.courseOrder(4),
      keys.profile(1),
      followRowKey("user", 9),
      metaKeys.memberRequest(3),
      metaKeys.membership(3),
      metaKeys.catalogue(3),
      metaKeys.offline(3),
    ]).toEqual([
      "post:5",
      "post:tmp-a",
      "comment:7",
      "like:post:5",
      "follow:library:3",
      "block:user:9",
      "memberRequest:library:3",
      "courseOrder:course:4",
      "profile:1",
      "user:9",
      "memberRequest:3",
      "membership:3",
      "catalogue:3",
      "offline:3",
    ]);
  });

  it("are what the mutation kinds name their rows by", () => {
    const user = { id: 9, first_name: "A", surname: "B", nickname: null, photo_url: null };
    expect(kindOf("like.create").entityKey({ postId: 5 })).toBe(keys.like(5));
    expect(kindOf("comment.update").entityKey({ commentId: 7, postId: 5 })).toBe(keys.comment(7));
    expect(kindOf("follow").entityKey({ target: { type: "user", id: 9 } })).toBe(
      keys.follow("user", 9),
    );
    expect(kindOf("block.create").entityKey({ user })).toBe(keys.block(9));
    expect(kindOf("post.update").entityKey({ postId: 5 })).toBe(keys.post(5));
  });
});
