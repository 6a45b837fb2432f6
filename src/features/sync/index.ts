// Sync UI: the top-bar indicator, its panel, and the pending marker for items.
export { SyncIndicator } from "./SyncIndicator";
export { SyncPanel } from "./SyncPanel";
export { PendingBadge, PendingMarkBadge } from "./PendingBadge";
