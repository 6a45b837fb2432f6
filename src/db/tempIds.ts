// Temporary ids of things created offline (`tmp-<uuid>`): made by the sync engine, kept in the mirror's rows and
// in the outbox's `refs` index until the server gives the real id.
const PREFIX = "tmp-";

export const tempId = (): string => `${PREFIX}${crypto.randomUUID()}`;

export const isTempId = (id: unknown): id is string =>
  typeof id === "string" && id.startsWith(PREFIX);
