// What the seed plan's builders share: the fixed people, the counts, the row shapes and small helpers.
import { LIBRARIES } from "./libraries";
import { SEED_URL } from "./images";

export const RAHIM = 0;
export const KARIMA = 1;
/** Sumaiya Akter (+8801711000003): alokito's volunteer with the circulation role only. */
export const SUMAIYA = 2;
export const USER_COUNT = 60;
export const BOOK_COVERS = 24;
export const DAY = 86_400_000;

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
  /** Staff with the circulation role only (no member role). */
  circulation?: boolean;
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
  dueAt: Date;
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
  books: {
    title: string;
    coverUrl: string | null;
    authors: number[];
    isbn: string | null;
    publisher: string | null;
    language: string;
  }[];
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

export const url = (name: string) => `${SEED_URL}/${name}`;
export const pad = (n: number, width: number) => String(n).padStart(width, "0");
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);
