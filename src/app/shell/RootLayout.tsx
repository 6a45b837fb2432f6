// The root route's layout: the shell with the offline banner, the update prompt, toasts and the sync status.
import { lazy, Suspense } from "react";
import { OfflineBanner, UpdatePrompt } from "../pwa";
import { ToastRegion } from "../../ui/ToastRegion";
import { AppShell } from "./AppShell";

// Signed-in only, and it needs the local database: its own chunk, out of a guest's start-up bundle.
const SyncIndicator = lazy(() =>
  import("../../features/sync/SyncIndicator").then((m) => ({ default: m.SyncIndicator })),
);

export function RootLayout() {
  return (
    <AppShell
      topBarExtra={
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
      }
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
