// The shell: guest and signed-in top bars, the language switch in place, the left menu, logout.
import { configure, screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Dexie from "dexie";
import { renderApp } from "../../test/render";
import { useSession } from "../../session/session";
import { addToCart, GUEST_DB_NAME, guestDb } from "../../sync/cart";

// Screens and their lazy parts may come late on a busy machine: the findBy* queries wait for them as long as
// the test allows, not one second.
configure({ asyncUtilTimeout: 50_000 });

// The whole app's modules load once, before the first test, and may take long on a busy machine.
beforeAll(() => import("../router"), 120_000);

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

function topNav() {
  return within(screen.getByRole("navigation", { name: "Main" }));
}

describe("top bar", { timeout: 60_000 }, () => {
  it("shows the guest links to a visitor", async () => {
    await renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "About us" });
    const nav = topNav();
    for (const name of ["Home", "Training", "About", "Contact", "Careers", "Login", "Sign up"]) {
      expect(nav.getByRole("link", { name })).toBeVisible();
    }
    expect(nav.queryByRole("link", { name: "Libraries" })).toBeNull();
    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(screen.queryByTestId("sync-indicator")).toBeNull();
  });

  it("opens no local database for a guest without a cart, and counts once a course is added", async () => {
    // A first visit: no guest database (the app's handle reopens it on next use).
    guestDb().close({ disableAutoOpen: false });
    await Dexie.delete(GUEST_DB_NAME);
    // The top bar looks for a guest cart on this device: the check below comes once it has its answer.
    const looked = vi.spyOn(indexedDB, "databases");
    await renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "About us" });
    await waitFor(() => expect(looked).toHaveBeenCalled());
    await Promise.all(looked.mock.results.map((r) => r.value as Promise<unknown>));
    looked.mockRestore();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(GUEST_DB_NAME);
    await addToCart({ id: 3, slug: "c", title: "C" } as never);
    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await guestDb().cart.clear();
  });

  it("shows the signed-in links, My Cart, the user menu and the left menu", async () => {
    useSession.getState().signIn("t", { id: 1, first_name: "Rahim", surname: "Uddin" } as never);
    const course = { id: 1, slug: "a", title: "A" } as never;
    await addToCart(course);
    await addToCart({ id: 2, slug: "b", title: "B" } as never);
    await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "News Feed" });
    const nav = topNav();
    for (const name of ["Home", "Training", "Libraries", "Users"]) {
      expect(nav.getByRole("link", { name })).toBeVisible();
    }
    expect(nav.queryByRole("link", { name: "Login" })).toBeNull();
    // The sync indicator is its own chunk: it can come a moment after the heading on a busy machine.
    expect(await screen.findByTestId("sync-indicator")).toBeVisible();
    expect(await screen.findByRole("link", { name: "My Cart, 2 items" })).toHaveTextContent(
      "My Cart",
    );
    const side = within(screen.getByRole("complementary", { name: "Your menu" }));
    expect(side.getByRole("link", { name: "News Feed" })).toHaveAttribute("aria-current", "page");
    expect(side.getByRole("link", { name: "My Libraries" })).toBeVisible();
  });

  it("logs out from the user menu and returns home as a guest", async () => {
    const user = userEvent.setup();
    useSession.getState().signIn("t", { id: 1, first_name: "Rahim", surname: "Uddin" } as never);
    const router = await renderApp("/users");
    await screen.findByRole("heading", { level: 1, name: "Users" });
    await user.click(screen.getByRole("button", { name: "RU Rahim Uddin, account menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await screen.findByRole("heading", {
      level: 1,
      name: "Community libraries, closer to every reader",
    });
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("shows a library's menu on a library page", async () => {
    useSession.getState().signIn("t");
    await renderApp("/libraries/42/about");
    await screen.findByRole("heading", { level: 1, name: "About the library" });
    const side = within(screen.getByRole("complementary", { name: "Library menu" }));
    expect(side.getByRole("link", { name: "Books" })).toHaveAttribute(
      "href",
      "/libraries/42?tab=books",
    );
    expect(side.getByRole("link", { name: "Members" })).toHaveAttribute(
      "href",
      "/libraries/42?tab=members",
    );
    expect(side.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });
});

describe("language switch", () => {
  it("switches to Bangla in place, stores it and updates <html lang> and the title", async () => {
    const user = userEvent.setup();
    await renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    await user.click(screen.getByRole("button", { name: "বাংলা" }));
    expect(await screen.findByRole("heading", { level: 1, name: "মূল্য তালিকা" })).toBeVisible();
    expect(localStorage.getItem("lang")).toBe("bn");
    expect(document.documentElement.lang).toBe("bn");
    await waitFor(() => expect(document.title).toBe("মূল্য তালিকা | পাঠাগার"));
    expect(screen.getByRole("button", { name: "English" })).toBeVisible();
    // Prices use Bangla digits.
    expect(screen.getByRole("cell", { name: "৳ ৫০০" })).toBeVisible();
  });
});

describe("phone menu", () => {
  it("opens and closes with the menu button, Escape and a link tap", async () => {
    const user = userEvent.setup();
    const router = await renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "About us" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(nav).toHaveAttribute("data-open", "true");
    await user.keyboard("{Escape}");
    expect(nav).toHaveAttribute("data-open", "false");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(within(nav).getByRole("link", { name: "Careers" }));
    await screen.findByRole("heading", { level: 1, name: "Careers" });
    expect(nav).toHaveAttribute("data-open", "false");
    expect(router.state.location.pathname).toBe("/careers");
  });
});
