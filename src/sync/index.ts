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
export {
  startSync,
  replayNow,
  enqueue,
  retryMutation,
  amendMutation,
  discardMutation,
  StorageFullError,
  isQuotaError,
  requestPersistentStorage,
  useSyncStore,
  isTempId,
} from "./engine";
export { bootSync } from "./bootstrap";
export { pullPage, pullFollowState, type PullRequest, type PullResult } from "./pull";
export { pullBlocks, useBlocks, useIsBlocked } from "./blocks";
export { searchBooks, invalidateBookIndex } from "./search";
export { keys, followRowKey, metaKeys, type EntityKey } from "./keys";
