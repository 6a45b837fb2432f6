// Search-parameter schemas for the routes: bad or missing values fall back instead of breaking the page.
import * as v from "valibot";

const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(330))), undefined);
const optionalPage = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  undefined,
);

/** /login?from=/wanted/path */
export const loginSearch = v.object({ from: optionalText });

/** Lists with a search box and paging: /libraries, /users, /courses. */
export const listSearch = v.object({ term: optionalText, page: optionalPage });

export const libraryTabs = ["timeline", "books", "members", "issues", "about"] as const;
export type LibraryTab = (typeof libraryTabs)[number];

/** /libraries/{id}?tab=books&term=&page= */
export const librarySearch = v.object({
  tab: v.fallback(v.optional(v.picklist(libraryTabs)), undefined),
  term: optionalText,
  page: optionalPage,
});

/** /users/me?tab=about — the TimeLine tab has no parameter. */
export const profileSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(["about"])), undefined),
});
