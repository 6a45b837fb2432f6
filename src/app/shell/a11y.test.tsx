// Accessibility of the shell and public pages: axe finds no violations (contrast is checked in the browser).
import axe from "axe-core";
import { screen } from "@testing-library/react";
import { renderApp } from "../../test/render";
import { useSession } from "../../session/session";
import { preloadOnDemand } from "../../test/onDemand.test-util";

preloadOnDemand();

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

describe("accessibility", () => {
  it.each([
    ["/", "en"],
    ["/pricing", "bn"],
    ["/login", "en"],
    ["/no/such/page", "en"],
  ] as const)("%s (%s) for a visitor", async (path, locale) => {
    await renderApp(path, locale);
    await screen.findByRole("heading", { level: 1 });
    expect(await violations()).toEqual([]);
  });

  it("the signed-in feed with its left menu", async () => {
    useSession.getState().signIn("t");
    await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "News Feed" });
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(await violations()).toEqual([]);
  });
});
