// How many rows of each kind the national data set has at a scale (1 = 10,000 libraries, 1,000,000 readers).

export interface NationalCounts {
  libraries: number;
  readers: number;
  titles: number;
  authors: number;
  copies: number;
  /** Loans issued each month, for twelve months. */
  loansPerMonth: number;
  posts: number;
  likes: number;
  follows: number;
}

export const FULL: NationalCounts = {
  libraries: 10_000,
  readers: 1_000_000,
  titles: 400_000,
  authors: 40_000,
  copies: 5_000_000,
  loansPerMonth: 200_000,
  posts: 2_000_000,
  likes: 10_000_000,
  follows: 5_000_000,
};

export const LOAN_MONTHS = 12;

/** The counts at `scale` (0 < scale ≤ 1), every one at least 1 (libraries at least 2, so two can differ). */
export function countsAt(scale: number): NationalCounts {
  if (!(scale > 0 && scale <= 1))
    throw new Error(`--scale must be above 0 and at most 1 (got ${scale})`);
  const at = (n: number, least = 1) => Math.max(least, Math.round(n * scale));
  const c: NationalCounts = {
    libraries: at(FULL.libraries, 2),
    readers: at(FULL.readers, 20),
    titles: at(FULL.titles),
    authors: at(FULL.authors),
    copies: at(FULL.copies),
    loansPerMonth: at(FULL.loansPerMonth),
    posts: at(FULL.posts),
    likes: at(FULL.likes),
    follows: at(FULL.follows),
  };
  // A month's loans each take another copy; a post's likes each come from another reader.
  c.loansPerMonth = Math.min(c.loansPerMonth, c.copies);
  c.likes = Math.min(c.likes, c.posts * (c.readers - 1));
  return c;
}
