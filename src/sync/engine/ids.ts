// Mutation ids (uuid, also the Idempotency-Key) and temporary ids for things created offline.
export { tempId, isTempId, type TempId } from "../../db/tempIds";
export const newId = (): string => crypto.randomUUID();
