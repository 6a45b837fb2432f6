// The installable-app pieces the shell mounts: update prompt, offline banner (start-up loads ./register).
export { UpdatePrompt } from "./UpdatePrompt";
export { OfflineBanner } from "./OfflineBanner";
export { requestOutboxSync, onReplayRequest } from "../../sync/engine";
export { OUTBOX_SYNC_TAG, REPLAY_OUTBOX } from "../../lib/sw-messages";
