// The local mirror's public surface.
export * from "./database";
export * from "./types";
export { hasPhoneticKey, normaliseText, searchMatcher, searchText } from "./normalise";
export { DB_VERSION } from "./schema";
export { issueRow, isOpenLoan } from "./deskRows";
export { tempRefsOf } from "./outboxRefs";
