// Test helpers: render UI inside the app's providers (Lingui with the real catalogs, optionally a router).
// The node-side tsconfig does not include src/i18n, so pull in the .po module typing here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../i18n/po.d.ts" />
import type { ReactElement, ReactNode } from "react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from "@tanstack/react-router";
import { ENGLISH_MESSAGES } from "../i18n/english";
import { messages as bnMessages } from "../../locales/bn/messages.po";

export type TestLocale = "en" | "bn";

const catalogs: Record<TestLocale, Messages> = { en: ENGLISH_MESSAGES, bn: bnMessages };

/** Activate a language synchronously for a test (and mirror it on <html lang>). */
export function activateTestLocale(locale: TestLocale = "en"): void {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] });
  document.documentElement.lang = locale;
}

function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export interface ProvidersOptions extends Omit<RenderOptions, "wrapper"> {
  locale?: TestLocale;
}

/** Render `ui` with Lingui active in `locale` (English by default). Synchronous. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = "en", ...options }: ProvidersOptions = {},
): RenderResult {
  activateTestLocale(locale);
  return render(ui, { wrapper: I18nWrapper, ...options });
}

export interface RouterOptions extends ProvidersOptions {
  /** The URL the memory router starts on; `ui` renders on every path. */
  path?: string;
}

/**
 * Render `ui` inside a memory router too, for components that use <Link> or router hooks.
 * Returns the router so a test can inspect `router.state.location` after a navigation.
 */
export async function renderWithRouter(
  ui: ReactElement,
  { locale = "en", path = "/", ...options }: RouterOptions = {},
): Promise<RenderResult & { router: AnyRouter }> {
  activateTestLocale(locale);
  const rootRoute = createRootRoute({ component: Outlet });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: "/",
    component: () => ui,
  });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(<RouterProvider router={router} />, { wrapper: I18nWrapper, ...options });
  return Object.assign(result, { router: router as unknown as AnyRouter });
}

/**
 * Render the whole app (real route tree, shell and guards) at `path`, in `locale`.
 * The router module is loaded on demand so that plain component tests stay light.
 */
export async function renderApp(path: string, locale: TestLocale = "en"): Promise<AnyRouter> {
  activateTestLocale(locale);
  const { createAppRouter } = await import("../app/router");
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return router as unknown as AnyRouter;
}
