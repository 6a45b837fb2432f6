// A guest's cart is looked for before the local database is opened, and a cart written here or in another tab
// is announced to whoever waits for one.
import { announceCartChange, guestCartMayExist, onCartChange } from "./cart-presence";

beforeEach(() => localStorage.clear());

describe("guestCartMayExist", () => {
  it("is false without a guest database or an old cart, true with either", async () => {
    const databases = vi.spyOn(indexedDB, "databases");
    databases.mockResolvedValue([{ name: "pathagar-7", version: 1 }]);
    expect(await guestCartMayExist()).toBe(false);
    databases.mockResolvedValue([{ name: "pathagar-guest", version: 1 }]);
    expect(await guestCartMayExist()).toBe(true);
    databases.mockResolvedValue([]);
    localStorage.setItem("cart", "[]");
    expect(await guestCartMayExist()).toBe(true);
    databases.mockRestore();
  });

  it("is true when the browser cannot list its databases", async () => {
    const databases = vi.spyOn(indexedDB, "databases").mockRejectedValue(new Error("no"));
    expect(await guestCartMayExist()).toBe(true);
    databases.mockRestore();
  });
});

describe("onCartChange", () => {
  it("hears a cart written in this tab and in another, until unsubscribed", async () => {
    const heard = vi.fn();
    const stop = onCartChange(heard);
    announceCartChange();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    // Another tab: its own channel of the same name.
    const other = new BroadcastChannel("pathagar-cart");
    other.postMessage("changed");
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    stop();
    announceCartChange();
    other.postMessage("changed");
    await new Promise((resolve) => setTimeout(resolve, 50));
    other.close();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
