// Build time only (Node): the guest home page, shell and landing, rendered to HTML in English.
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { I18nProvider } from "@lingui/react";
import { activateLocale, i18n } from "../i18n";
import { createAppRouter } from "../app/router";
import { LandingScreen } from "../app/screens";

export async function renderHome(): Promise<string> {
  await activateLocale("en");
  await LandingScreen.preload();
  const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }));
  await router.load();
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
    { signal: AbortSignal.timeout(20_000) },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
