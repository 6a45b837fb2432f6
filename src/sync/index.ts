// The sync engine's public surface: actions, hooks, replay start, outbox management and local search.
export * from "./actions";
export {
  useFeed,
  useTimeline,
  useComments,
  useFollowState,
  useOutbox,
  useQueuedWriteState,
  useMutationState,
  useFailedMutationRows,
  useRevalidate,
  useBookSearch,
} from "./hooks";
export { startSync, replayNow } from "./scheduler";
export { bootSync } from "./bootstrap";
export {
  enqueue,
  retryMutation,
  amendMutation,
  discardMutation,
  StorageFullError,
  isQuotaError,
} from "./outbox";
export { pullPage, pullFollowState, type PullRequest, type PullResult } from "./pull";
export { pullBlocks, useBlocks, useIsBlocked } from "./blocks";
export { searchBooks, invalidateBookIndex } from "./search";
export { requestPersistentStorage } from "./storage";
export { useSyncStore } from "./store";
export { isTempId } from "./ids";
export { keys, followRowKey, metaKeys, type EntityKey } from "./keys";
export { hasQueuedChange } from "./queued";
