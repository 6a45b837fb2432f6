// The session store mirrors localStorage and follows sign-in and sign-out made in another tab.
import { useSession } from "./session";

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

describe("session", () => {
  it("stores and clears the token, one-time-code token and user", () => {
    useSession.getState().signIn("abc", { id: 1, first_name: "Rahim" } as never);
    useSession.getState().setOtcToken("otc");
    expect(localStorage.getItem("token")).toBe("abc");
    expect(localStorage.getItem("otc_token")).toBe("otc");
    useSession.getState().signOut();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("otc_token")).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it("forgets the feed picture at sign-in and sign-out", () => {
    localStorage.setItem("feed_snapshot", "{}");
    useSession.getState().signIn("abc", { id: 1, first_name: "Rahim" } as never);
    expect(localStorage.getItem("feed_snapshot")).toBeNull();
    localStorage.setItem("feed_snapshot", "{}");
    document.cookie = "pathagar_picture=1:en; Path=/";
    useSession.getState().signOut();
    expect(localStorage.getItem("feed_snapshot")).toBeNull();
    expect(document.cookie).not.toContain("pathagar_picture");
  });

  it("follows a sign-out made in another tab", () => {
    useSession.getState().signIn("abc");
    localStorage.removeItem("token");
    window.dispatchEvent(new StorageEvent("storage", { key: "token", newValue: null }));
    expect(useSession.getState().token).toBeNull();
  });

  it("follows a sign-in made in another tab and ignores unrelated keys", () => {
    localStorage.setItem("token", "from-other-tab");
    window.dispatchEvent(new StorageEvent("storage", { key: "lang", newValue: "bn" }));
    expect(useSession.getState().token).toBeNull();
    window.dispatchEvent(new StorageEvent("storage", { key: "token", newValue: "from-other-tab" }));
    expect(useSession.getState().token).toBe("from-other-tab");
  });
});
