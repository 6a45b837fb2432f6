// The root route's layout: the shell with the offline banner and the update prompt mounted once.
import { OfflineBanner, UpdatePrompt } from "../pwa";
import { AppShell } from "./AppShell";

export function RootLayout() {
  return (
    <AppShell
      banners={
        <>
          <OfflineBanner />
          <UpdatePrompt />
        </>
      }
    />
  );
}
