// The installable-app pieces the shell mounts: SW registration, update prompt, offline banner.
export { registerServiceWorker } from "./register";
export { UpdatePrompt } from "./UpdatePrompt";
export { OfflineBanner } from "./OfflineBanner";
export { useOnline } from "./useOnline";
