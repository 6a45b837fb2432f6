// Temporary ids of things created offline (`tmp-<uuid>`): made by the sync engine, kept in the mirror's rows and
// in the outbox's `refs` index until the server gives the real id.
const PREFIX = "tmp-";

declare const temporary: unique symbol;
/** A temporary id: made only by `tempId()`, recognised by `isTempId`, so a payload cannot take a server id for one. */
export type TempId = string & { readonly [temporary]: true };

export const tempId = (): TempId => `${PREFIX}${crypto.randomUUID()}` as TempId;

export const isTempId = (id: unknown): id is TempId =>
  typeof id === "string" && id.startsWith(PREFIX);
