// Builds the whole seed as plain rows that point at each other by index (deterministic: one seeded PRNG).
import { CLASSICS, composedTitle, isBangla, type BookSeed } from "./books";
import { COURSES } from "./courses";
import {
  avatarSvg,
  bookCoverSvg,
  coverSvg,
  IMAGE_VARIANTS,
  logoSvg,
  postImageSvg,
  SEED_URL,
} from "./images";
import { LIBRARIES } from "./libraries";
import { emailLocalPart, nickname, personName } from "./people";
import { COMMENTS, LIBRARY_POSTS, USER_POSTS } from "./posts";
import { createRandom, type Random } from "./random";

export const RAHIM = 0;
export const KARIMA = 1;
const USER_COUNT = 60;
const BOOK_COVERS = 24;
const DAY = 86_400_000;

export interface UserPlan {
  firstName: string;
  surname: string;
  nickname: string | null;
  username: string;
  mobile: string | null;
  email: string | null;
  dob: string;
  gender: string;
  photoUrl: string | null;
  coverPhotoUrl: string | null;
  createdAt: Date;
}
export interface MemberPlan {
  library: number;
  user: number | null;
  memberCode: string;
  firstName: string;
  surname: string;
  nickname: string | null;
  photoUrl: string | null;
  admin: boolean;
  reading: number;
  hasRead: number;
}
export interface CopyPlan {
  library: number;
  book: number;
  bookCode: string;
  shelfNumber: string;
  boxNumber: string;
}
export interface IssuePlan {
  library: number;
  member: number;
  copy: number;
  issuedAt: Date;
  collectedAt: Date | null;
}
export interface PostPlan {
  user: number;
  postableType: "user" | "library";
  /** A user index or a library index, after `postableType`. */
  postable: number;
  title: string | null;
  body: string;
  imageUrl: string | null;
  createdAt: Date;
}
export interface SeedPlan {
  users: UserPlan[];
  libraries: typeof LIBRARIES;
  authors: string[];
  books: { title: string; coverUrl: string | null; authors: number[] }[];
  copies: CopyPlan[];
  members: MemberPlan[];
  issues: IssuePlan[];
  memberRequests: { library: number; user: number }[];
  posts: PostPlan[];
  comments: { post: number; user: number; body: string; createdAt: Date }[];
  likes: { post: number; user: number; createdAt: Date }[];
  follows: { user: number; type: "user" | "library"; target: number }[];
  images: Map<string, string>;
}

const url = (name: string) => `${SEED_URL}/${name}`;
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

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

function buildUsers(random: Random, now: Date): UserPlan[] {
  const fixed = [
    { first: "Rahim", surname: "Uddin", gender: "m" as const },
    { first: "Karima", surname: "Begum", gender: "f" as const },
  ];
  return Array.from({ length: USER_COUNT }, (_, i) => {
    const name = fixed[i] ?? personName(random);
    const mobile = `+8801711${pad(i + 1, 6)}`;
    const byEmail = i > 1 && i % 3 === 0;
    const email = byEmail ? `${emailLocalPart(name, i + 1)}@example.com` : null;
    return {
      firstName: name.first,
      surname: name.surname,
      nickname: i > 1 ? nickname(random) : null,
      username: email ?? mobile,
      mobile: byEmail ? null : mobile,
      email,
      dob: `${random.int(1965, 2008)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
      gender: i > 1 && random.chance(0.04) ? "o" : name.gender,
      photoUrl:
        i === RAHIM || (i > 1 && random.chance(0.4))
          ? url(`avatar-${i % IMAGE_VARIANTS}.svg`)
          : null,
      coverPhotoUrl: i === RAHIM ? url("cover-rahim.svg") : null,
      createdAt: new Date(now.getTime() - (400 - i * 5) * DAY),
    };
  });
}

function buildBooks(random: Random): Pick<SeedPlan, "authors" | "books"> {
  const authors: string[] = [];
  const authorIndex = new Map<string, number>();
  const authorId = (name: string) => {
    let id = authorIndex.get(name);
    if (id === undefined) {
      id = authors.push(name) - 1;
      authorIndex.set(name, id);
    }
    return id;
  };
  const pool = (script: "bn" | "en") =>
    Array.from({ length: 120 }, () => {
      const n = personName(random, script);
      return `${n.first} ${n.surname}`;
    });
  const bnAuthors = pool("bn");
  const enAuthors = pool("en");
  const seeds: BookSeed[] = [...CLASSICS];
  const seen = new Set(seeds.map((b) => b.title));
  const total = LIBRARIES[0]!.books;
  for (let tries = 0; seeds.length < total && tries < total * 20; tries++) {
    const title = composedTitle(random);
    if (seen.has(title)) continue;
    seen.add(title);
    const names = isBangla(title) ? bnAuthors : enAuthors;
    const first = random.pick(names);
    const second = random.chance(0.1) ? random.pick(names) : first;
    seeds.push({ title, authors: second === first ? [first] : [first, second] });
  }
  // Word lists run out before 3,000: the rest are further copies of titles already there.
  while (seeds.length < total) seeds.push(seeds[random.int(0, seeds.length - 1)]!);
  const books = seeds.map((b) => ({
    title: b.title,
    coverUrl: random.chance(0.7) ? url(`book-${random.int(0, BOOK_COVERS - 1)}.svg`) : null,
    authors: b.authors.map(authorId),
  }));
  return { authors, books };
}

function buildFollows(random: Random, userCount: number): SeedPlan["follows"] {
  const follows: SeedPlan["follows"] = [];
  const others = (u: number) => range(userCount).filter((i) => i !== u);
  for (const target of random.sample(others(RAHIM), 18))
    follows.push({ user: RAHIM, type: "user", target });
  for (const target of [0, 1, 2, 4]) follows.push({ user: RAHIM, type: "library", target });
  for (const target of random.sample(others(KARIMA), 3))
    follows.push({ user: KARIMA, type: "user", target });
  follows.push({ user: KARIMA, type: "library", target: 0 });
  for (let u = 2; u < userCount; u++) {
    for (const target of random.sample(others(u), random.int(2, 8)))
      follows.push({ user: u, type: "user", target });
    for (const target of random.sample([0, 1, 2, 3, 4, 5], random.int(0, 2))) {
      follows.push({ user: u, type: "library", target });
    }
  }
  return follows;
}

function buildPosts(
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
