// The app root: Lingui and the router, re-checking route guards whenever someone signs in or out.
import { useEffect } from "react";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { i18n } from "../i18n";
import { useSession } from "../session/session";
import type { AppRouter } from "./router";

export function App({ router }: { router: AppRouter }) {
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (state.token !== previous.token) void router.invalidate();
      }),
    [router],
  );
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
