// Builds the whole seed as plain rows that point at each other by index (deterministic: one seeded PRNG).
import { COURSES } from "./courses";
import { avatarSvg, bookCoverSvg, coverSvg, IMAGE_VARIANTS, logoSvg, postImageSvg } from "./images";
import { LIBRARIES } from "./libraries";
import { nickname, personName } from "./people";
import { createRandom } from "./random";

import {
  RAHIM,
  KARIMA,
  SUMAIYA,
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

/** The default loan period, and how many of alokito's open loans are overdue. */
const LOAN_DAYS = 14;
const OVERDUE = 20;

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
  const { authors, books } = buildBooks(random, seed + 1);
  // Due dates draw from their own sequence, so the rest of the seed stays as it was.
  const dueRandom = createRandom(seed + 2);
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
        range(users.length).filter((u) => u !== KARIMA && u !== admins[li] && u !== SUMAIYA),
        li === 0 ? 40 : random.int(4, 8),
      )
      .sort((a, b) => a - b);
    // Alokito's second card is Sumaiya's, its volunteer at the lending desk.
    const cardUsers = li === 0 ? [admins[li]!, SUMAIYA, ...linked] : [admins[li]!, ...linked];
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
        circulation: li === 0 && user === SUMAIYA,
        reading: 0,
        hasRead: 0,
      });
    }
    const lent = random.sample(
      Array.from({ length: lib.books }, (_, i) => firstCopy + i),
      lib.issues,
    );
    let overdue = li === 0 ? OVERDUE : 0;
    lent.forEach((copy, n) => {
      // The admin's own card borrows first, so every librarian has a loan history to look at.
      const member = n < 3 ? firstMember : firstMember + random.int(0, lib.members - 1);
      const returned = n !== 0 && random.chance(0.7);
      const drawnDays = returned ? random.int(20, 200) : random.int(1, 30);
      // Open loans are due 14 days after they were made: alokito's first 20 are late, the rest not yet due.
      const late = !returned && overdue-- > 0;
      const days = returned ? drawnDays : late ? dueRandom.int(15, 45) : dueRandom.int(0, 13);
      const issuedAt = new Date(now.getTime() - days * DAY - dueRandom.int(1, 600) * 60_000);
      const dueAt = new Date(issuedAt.getTime() + LOAN_DAYS * DAY);
      const collectedAt = returned ? new Date(issuedAt.getTime() + random.int(3, 18) * DAY) : null;
      issues.push({ library: li, member, copy, issuedAt, dueAt, collectedAt });
      if (returned) members[member]!.hasRead += 1;
      else members[member]!.reading += 1;
    });
    if (li === 0) {
      const outsiders = range(users.length).filter((u) => u !== KARIMA && !cardUsers.includes(u));
      for (const user of random.sample(outsiders, 5)) memberRequests.push({ library: li, user });
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
