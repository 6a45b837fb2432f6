// The seed's posts, comments and likes.
import { IMAGE_VARIANTS } from "./images";
import { COMMENTS, LIBRARY_POSTS, USER_POSTS } from "./posts";
import { type Random } from "./random";

import { RAHIM, KARIMA, type PostPlan, type SeedPlan, url, range } from "./plan-shared";

export function buildPosts(
  random: Random,
  now: Date,
  userCount: number,
  admins: number[],
  follows: SeedPlan["follows"],
): Pick<SeedPlan, "posts" | "comments" | "likes"> {
  const followedByRahim = follows
    .filter((f) => f.user === RAHIM && f.type === "user")
    .map((f) => f.target);
  const drafts: Omit<PostPlan, "createdAt">[] = [];
  const image = () =>
    random.chance(0.35) ? url(`post-${random.int(0, IMAGE_VARIANTS - 1)}.svg`) : null;
  USER_POSTS.forEach((text, i) => {
    // Most writers are people Rahim follows, so his feed is full; a few are strangers to him.
    const author =
      i % 8 === 0
        ? RAHIM
        : i % 8 === 5
          ? random.int(2, userCount - 1)
          : random.pick(followedByRahim);
    drafts.push({
      user: author,
      postableType: "user",
      postable: author,
      ...text,
      imageUrl: image(),
    });
  });
  drafts.push({
    user: KARIMA,
    postableType: "user",
    postable: KARIMA,
    title: null,
    body: "প্রথম পোস্ট! বই পড়তে ভালোবাসি, বিশেষ করে কবিতা।",
    imageUrl: null,
  });
  for (let round = 0; round < 2; round++) {
    LIBRARY_POSTS.forEach((text, i) => {
      const library = (i + round * 3) % admins.length;
      drafts.push({
        user: admins[library]!,
        postableType: "library",
        postable: library,
        ...text,
        imageUrl: image(),
      });
    });
  }
  const ages = drafts.map(() => random.int(30, 45 * 24 * 60)).sort((a, b) => b - a);
  const order = random.sample(
    drafts.map((_, i) => i),
    drafts.length,
  );
  const posts = order.map((d, i) => ({
    ...drafts[d]!,
    createdAt: new Date(now.getTime() - ages[i]! * 60_000),
  }));
  const comments: SeedPlan["comments"] = [];
  const likes: SeedPlan["likes"] = [];
  const everyone = range(userCount);
  posts.forEach((post, p) => {
    const after = (max: number) =>
      new Date(
        Math.min(post.createdAt.getTime() + random.int(1, max) * 60_000, now.getTime() - 60_000),
      );
    for (const user of random.sample(everyone, random.int(0, 14)))
      likes.push({ post: p, user, createdAt: after(600) });
    const n = random.int(0, 5);
    for (let c = 0; c < n; c++) {
      comments.push({
        post: p,
        user: random.pick(everyone),
        body: random.pick(COMMENTS),
        createdAt: after(20 + c * 120),
      });
    }
  });
  return { posts, comments, likes };
}
