// The root route's layout: the shell with the offline banner, the update prompt, toasts and the sync status.
import { OfflineBanner, UpdatePrompt } from "../pwa";
import { SyncIndicator } from "../../features/sync/SyncIndicator";
import { ToastRegion } from "../../ui/ToastRegion";
import { AppShell } from "./AppShell";

export function RootLayout() {
  return (
    <AppShell
      topBarExtra={<SyncIndicator />}
      banners={
        <>
          <OfflineBanner />
          <UpdatePrompt />
          <ToastRegion />
        </>
      }
    />
  );
}
