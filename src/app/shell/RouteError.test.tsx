// A screen that fails shows the friendly error inside the shell, and "Try again" renders it afresh.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { activateTestLocale } from "../../test/render";
import { RouteError } from "./RouteError";

let broken = false;

function Flaky() {
  if (broken) throw new Error("boom");
  return <h1>Recovered</h1>;
}

async function renderFlaky(locale: "en" | "bn") {
  activateTestLocale(locale);
  const root = createRootRoute({
    component: () => (
      <div>
        <p>Shell stays</p>
        <Outlet />
      </div>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: "/", component: Flaky });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    defaultErrorComponent: RouteError,
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("RouteError", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("shows a friendly message inside the shell and retries", async () => {
    broken = true;
    await renderFlaky("en");
    expect(
      await screen.findByRole("heading", { name: "Something went wrong on this page" }),
    ).toBeVisible();
    expect(screen.getByText("Shell stays")).toBeVisible();
    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Recovered" })).toBeVisible();
  });

  it("speaks Bangla", async () => {
    broken = true;
    await renderFlaky("bn");
    expect(await screen.findByRole("heading", { name: "এই পেজে একটি সমস্যা হয়েছে" })).toBeVisible();
    expect(screen.getByRole("button", { name: "আবার চেষ্টা করুন" })).toBeVisible();
  });
});
