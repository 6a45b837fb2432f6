// Mutation ids (uuid, also the Idempotency-Key) and temporary ids for things created offline.
export const newId = (): string => crypto.randomUUID();
export const tempId = (): string => `tmp-${crypto.randomUUID()}`;
export const isTempId = (id: unknown): id is string =>
  typeof id === "string" && id.startsWith("tmp-");
