// The route guard: anonymous visitors are sent to login with `from`; signed-in ones skip login and register.
import { redirectSignedIn, requireLogin, requireOtcToken, safeFrom } from "./guard";

describe("requireLogin", () => {
  it("lets a signed-in user through", () => {
    expect(requireLogin(true, "/libraries")).toBeNull();
  });

  it("sends an anonymous visitor to /login with the wanted path, query included", () => {
    expect(requireLogin(false, "/libraries?term=dhaka&page=2")).toEqual({
      to: "/login",
      search: { from: "/libraries?term=dhaka&page=2" },
    });
    expect(requireLogin(false, "/rangpur-library")).toEqual({
      to: "/login",
      search: { from: "/rangpur-library" },
    });
  });
});

describe("redirectSignedIn", () => {
  it("leaves an anonymous visitor on the login page", () => {
    expect(redirectSignedIn(false, "/users")).toBeNull();
  });

  it("sends a signed-in user to from, or home", () => {
    expect(redirectSignedIn(true, "/users/me")).toEqual({ to: "/users/me" });
    expect(redirectSignedIn(true)).toEqual({ to: "/" });
  });

  it("never follows a from that leaves the site or loops back to login", () => {
    expect(redirectSignedIn(true, "https://evil.example/")).toEqual({ to: "/" });
    expect(redirectSignedIn(true, "//evil.example/")).toEqual({ to: "/" });
    expect(redirectSignedIn(true, "/\\evil.example")).toEqual({ to: "/" });
    expect(redirectSignedIn(true, "/login?from=/x")).toEqual({ to: "/" });
    expect(redirectSignedIn(true, 42)).toEqual({ to: "/" });
  });
});

describe("safeFrom", () => {
  it("keeps site paths with their query", () => {
    expect(safeFrom("/courses/web-design?x=1")).toBe("/courses/web-design?x=1");
  });
});

describe("requireOtcToken", () => {
  it("goes home without a one-time-code token", () => {
    expect(requireOtcToken(null)).toEqual({ to: "/" });
    expect(requireOtcToken("abc")).toBeNull();
  });
});
