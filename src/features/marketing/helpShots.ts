// The help page's pictures: which screen each shows (scripts/make-help-screenshots.ts takes them), and its size.
export interface HelpShot {
  name: "join" | "post" | "library" | "add-book" | "lend";
  /** The screen's address; {library} is the seeded Alokito library. */
  path: string;
  signedIn: boolean;
}

export const HELP_SHOTS: HelpShot[] = [
  { name: "join", path: "/register", signedIn: false },
  { name: "post", path: "/", signedIn: true },
  { name: "library", path: "/libraries/{library}", signedIn: true },
  { name: "add-book", path: "/libraries/{library}/desk/books/new", signedIn: true },
  { name: "lend", path: "/libraries/{library}/desk/lend", signedIn: true },
];

/** The pictures' size in CSS pixels (a phone's screen). */
export const HELP_SHOT_SIZE = { width: 360, height: 640 };

/** Where a picture is served from, in the page's language. */
export const helpShotUrl = (name: HelpShot["name"], lang: string) =>
  `/help/${lang === "bn" ? "bn" : "en"}/${name}.webp`;
