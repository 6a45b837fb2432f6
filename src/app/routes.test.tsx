// The real route tree: guards redirect as the spec says, search params are validated, unknown paths are not found.
import { createMemoryHistory } from "@tanstack/react-router";
import { screen, waitFor } from "@testing-library/react";
import { createAppRouter } from "./router";
import { useSession } from "../session/session";
import { renderApp } from "../test/render";

function routerAt(path: string) {
  return createAppRouter(createMemoryHistory({ initialEntries: [path] }));
}

async function land(path: string): Promise<string> {
  const router = routerAt(path);
  await router.load();
  const { pathname, searchStr } = router.state.location;
  return pathname + searchStr;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

describe("route guards", () => {
  it("sends an anonymous visitor of a login-only page to /login with from", async () => {
    expect(await land("/libraries?term=dhaka")).toBe("/login?from=%2Flibraries%3Fterm%3Ddhaka");
    expect(await land("/users/me")).toBe("/login?from=%2Fusers%2Fme");
    expect(await land("/courses/web-design")).toBe("/login?from=%2Fcourses%2Fweb-design");
    expect(await land("/rangpur-library")).toBe("/login?from=%2Frangpur-library");
  });

  it("lets anyone see the public pages", async () => {
    for (const path of [
      "/",
      "/about",
      "/pricing",
      "/courses",
      "/developers/api-overview",
      "/login",
    ]) {
      expect(await land(path)).toBe(path);
    }
  });

  it("sends a signed-in user away from login and register", async () => {
    useSession.getState().signIn("token-1");
    expect(await land("/login?from=%2Flibraries%2F7")).toBe("/libraries/7");
    expect(await land("/login")).toBe("/");
    expect(await land("/register")).toBe("/");
    expect(await land("/libraries/my-libraries")).toBe("/libraries/my-libraries");
  });

  it("opens /reset-password only with a one-time-code token", async () => {
    expect(await land("/reset-password")).toBe("/");
    useSession.getState().setOtcToken("otc");
    expect(await land("/reset-password")).toBe("/reset-password");
  });
});

describe("screens", () => {
  it("renders the not-found page for an unknown deep address", async () => {
    await renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect(document.title).toBe("Page not found | Pathagar");
  });

  it("renders a public page in Bangla with a Bangla title", async () => {
    await renderApp("/pricing", "bn");
    expect(await screen.findByRole("heading", { level: 1, name: "মূল্য তালিকা" })).toBeVisible();
    expect(document.title).toBe("মূল্য তালিকা | পাঠাগার");
  });

  it("ignores a malformed search parameter instead of failing", async () => {
    useSession.getState().signIn("token-1");
    await renderApp("/libraries?page=-3&term=");
    expect(await screen.findByRole("heading", { level: 1, name: "Libraries" })).toBeVisible();
  });

  it("titles a library reached by its unique name with that name", async () => {
    useSession.getState().signIn("token-1");
    await renderApp("/alokito-pathagar");
    expect(await screen.findByRole("heading", { level: 1, name: "Library" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("alokito-pathagar | Pathagar"));
  });
});
