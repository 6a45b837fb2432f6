// The replay engine's public surface: the outbox, its replay and triggers, the kind contract and temporary ids.
// First: each kind calls defineKind as it loads, and the outbox below loads the kinds (registry.ts).
export {
  defineKind,
  isRowOf,
  type MutationKind,
  type AnyKind,
  type Kind,
  type RowOf,
} from "./kind";
export {
  enqueue,
  retryMutation,
  amendMutation,
  discardMutation,
  StorageFullError,
  isQuotaError,
} from "./outbox";
export { replayQueue } from "./replay";
export { startSync, replayNow } from "./scheduler";
export { replayInWorker } from "./worker-replay";
export { withoutReplay } from "./lock";
export { requestOutboxSync, onReplayRequest } from "./background-sync";
export { kindOf } from "./registry";
export { tempId, isTempId, type TempId } from "./ids";
export { remapQueued, resolveId } from "./remap";
export { writePulled, type PullWrite } from "./pullWrite";
export { noteServerWrite } from "./freshWrites";
export { conflictRule, type ServerSide, type Settled } from "./conflictRule";
export {
  conflictOf,
  chainOf,
  refusedAncestor,
  codeAfter,
  suggestedCode,
  type ConflictReason,
} from "./conflicts";
export {
  outboxRows,
  failedMutations,
  mutationStateOf,
  subscribeOutbox,
  rewatchOutbox,
  type MutationStateOf,
} from "./outboxView";
export { useSyncStore } from "./store";
export { requestPersistentStorage } from "./storage";
