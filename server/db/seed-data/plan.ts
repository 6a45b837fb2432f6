// Builds the whole seed as plain rows that point at each other by index (deterministic: one seeded PRNG).
import { COURSES } from "./courses";
import { avatarSvg, bookCoverSvg, coverSvg, IMAGE_VARIANTS, logoSvg, postImageSvg } from "./images";
import { LIBRARIES } from "./libraries";
import { nickname, personName } from "./people";
import { createRandom } from "./random";

import {
  RAHIM,
  KARIMA,
  BOOK_COVERS,
  DAY,
  type MemberPlan,
  type CopyPlan,
  type IssuePlan,
  type SeedPlan,
  pad,
  range,
} from "./plan-shared";
import { buildFollows, buildUsers } from "./plan-people";
import { buildBooks } from "./plan-books";
import { buildPosts } from "./plan-posts";

export type { SeedPlan } from "./plan-shared";

export function buildSeedPlan(now: Date = new Date(), seed = 20_260_326): SeedPlan {
  const random = createRandom(seed);
  const images = new Map<string, string>();
  for (let v = 0; v < IMAGE_VARIANTS; v++) {
    images.set(`post-${v}.svg`, postImageSvg(v));
    images.set(`avatar-${v}.svg`, avatarSvg(v));
  }
  for (let v = 0; v < BOOK_COVERS; v++) images.set(`book-${v}.svg`, bookCoverSvg(v));
  LIBRARIES.forEach((lib, i) => {
    images.set(`logo-${lib.name}.svg`, logoSvg(lib.initials, lib.colors));
    images.set(`cover-${lib.name}.svg`, coverSvg(lib.colors, i));
  });
  COURSES.forEach((course, i) => {
    images.set(`course-${course.slug}.svg`, coverSvg([course.colors[0], course.colors[1]], i));
  });
  images.set("cover-rahim.svg", coverSvg(["#0f766e", "#fbbf24"], 2));

  const users = buildUsers(random, now);
  const { authors, books } = buildBooks(random);
  const copies: CopyPlan[] = [];
  const members: MemberPlan[] = [];
  const issues: IssuePlan[] = [];
  const memberRequests: { library: number; user: number }[] = [];
  const admins = LIBRARIES.map((_, i) => (i === 0 ? RAHIM : i + 1));
  LIBRARIES.forEach((lib, li) => {
    const firstCopy = copies.length;
    const picked =
      li === 0 ? books.map((_, i) => i) : random.sample(range(books.length), lib.books);
    picked.forEach((book, n) =>
      copies.push({
        library: li,
        book,
        bookCode: `${lib.initials}-${pad(n + 1, 5)}`,
        shelfNumber: `${"ABCDEFGHJK"[random.int(0, 9)]}-${pad(random.int(1, 12), 2)}`,
        boxNumber: String(random.int(1, 40)),
      }),
    );
    const firstMember = members.length;
    const linked = random
      .sample(
        range(users.length).filter((u) => u !== KARIMA && u !== admins[li]),
        li === 0 ? 40 : random.int(4, 8),
      )
      .sort((a, b) => a - b);
    const cardUsers = [admins[li]!, ...linked];
    for (let n = 0; n < lib.members; n++) {
      const user = cardUsers[n] ?? null;
      const name = user === null ? personName(random) : null;
      members.push({
        library: li,
        user,
        memberCode: `${lib.initials}-M${pad(n + 1, 4)}`,
        firstName: user === null ? name!.first : users[user]!.firstName,
        surname: user === null ? name!.surname : users[user]!.surname,
        nickname: user === null ? nickname(random) : users[user]!.nickname,
        photoUrl: user === null ? null : users[user]!.photoUrl,
        admin: n === 0,
        reading: 0,
        hasRead: 0,
      });
    }
    const lent = random.sample(
      Array.from({ length: lib.books }, (_, i) => firstCopy + i),
      lib.issues,
    );
    lent.forEach((copy, n) => {
      // The admin's own card borrows first, so every librarian has a loan history to look at.
      const member = n < 3 ? firstMember : firstMember + random.int(0, lib.members - 1);
      const returned = n !== 0 && random.chance(0.7);
      const issuedAt = new Date(
        now.getTime() - (returned ? random.int(20, 200) : random.int(1, 30)) * DAY,
      );
      const collectedAt = returned ? new Date(issuedAt.getTime() + random.int(3, 18) * DAY) : null;
      issues.push({ library: li, member, copy, issuedAt, collectedAt });
      if (returned) members[member]!.hasRead += 1;
      else members[member]!.reading += 1;
    });
    if (li === 0) {
      const outsiders = range(users.length).filter((u) => u !== KARIMA && !cardUsers.includes(u));
      for (const user of random.sample(outsiders, 3)) memberRequests.push({ library: li, user });
    }
  });

  const follows = buildFollows(random, users.length);
  const { posts, comments, likes } = buildPosts(random, now, users.length, admins, follows);
  return {
    users,
    libraries: LIBRARIES,
    authors,
    books,
    copies,
    members,
    issues,
    memberRequests,
    posts,
    comments,
    likes,
    follows,
    images,
  };
}
