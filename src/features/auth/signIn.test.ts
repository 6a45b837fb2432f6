// Sign-in stores the token and the profile, leaves no token behind on failure, and logout forgets both tokens.
import { ApiError } from "../../api/errors";
import { useSession } from "../../session/session";
import { useSyncStore } from "../../sync/engine";
import { demoUser, fakeAuthApi, json, okAuth, resetFakeApi } from "./fakeAuthApi.test-util";
import { OAuthFailure } from "../../online/passwordGrant";
import { signInWithPassword, signInWithToken, signOut } from "./signIn";

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});
afterEach(resetFakeApi);

describe("signInWithPassword", () => {
  it("sends the password grant, stores the token and the profile", async () => {
    const seen = fakeAuthApi(okAuth("tok-9"));
    const user = await signInWithPassword("+8801711000001", "pathagar-demo");
    expect(user.id).toBe(demoUser.id);
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/oauth/token",
      body: {
        grant_type: "password",
        username: "+8801711000001",
        password: "pathagar-demo",
        client_id: expect.any(String),
        client_secret: expect.any(String),
      },
    });
    expect(seen[1]!.path).toBe("/api/auth/me");
    expect(seen[1]!.headers.get("Authorization")).toBe("Bearer tok-9");
    expect(localStorage.getItem("token")).toBe("tok-9");
    expect(useSession.getState().user?.first_name).toBe("Rahim");
  });

  it("rejects with the OAuth error code and hint and removes a stored token", async () => {
    useSession.getState().signIn("old-token");
    fakeAuthApi({
      "POST /oauth/token": () =>
        json(400, {
          error: "invalid_request",
          error_description: "The request is missing a required parameter.",
          hint: 'Check the "password" parameter',
          message: "The request is missing a required parameter.",
        }),
    });
    const error = await signInWithPassword("x", "").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthFailure);
    expect(error).toMatchObject({
      code: "invalid_request",
      hint: 'Check the "password" parameter',
    });
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("keeps the field map of a non-OAuth failure", async () => {
    fakeAuthApi({
      "POST /oauth/token": () =>
        json(422, { message: "Invalid.", errors: { username: ["Too long."] } }),
    });
    const error = await signInWithPassword("x", "y").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ username: ["Too long."] });
  });

  it("a failed profile fetch leaves no token stored", async () => {
    fakeAuthApi({ ...okAuth(), "GET /api/auth/me": () => json(500, { message: "Server Error" }) });
    await expect(signInWithPassword("a", "b")).rejects.toMatchObject({ status: 500 });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("signInWithToken", () => {
  it("closes another user's session before the new token is used, and lifts a paused sync", async () => {
    useSession.getState().signIn("old", { ...demoUser, id: 99 });
    useSyncStore.getState().set({ needsLogin: true });
    const users: Array<number | null> = [];
    const unsubscribe = useSession.subscribe((s) =>
      users.push(s.token ? (s.user?.id ?? null) : null),
    );
    fakeAuthApi(okAuth());
    await signInWithToken("new");
    unsubscribe();
    // The old user (99) is never paired with the new token: token and profile arrive together.
    expect(users).toEqual([null, demoUser.id]);
    expect(useSyncStore.getState().needsLogin).toBe(false);
  });

  it("uses the new token for the profile even while an older one is stored", async () => {
    const seen = fakeAuthApi(okAuth());
    useSession.setState({ token: "stale" });
    await signInWithToken("fresh");
    expect(seen[0]!.headers.get("Authorization")).toBe("Bearer fresh");
    expect(useSession.getState().token).toBe("fresh");
  });
});

describe("signOut", () => {
  it("forgets the token, the one-time-code token and the user, and revokes the token", async () => {
    const seen = fakeAuthApi(okAuth());
    useSession.getState().signIn("tok-5", demoUser);
    useSession.getState().setOtcToken("otc-1");
    await signOut();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("otc_token")).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(seen[0]!.path).toBe("/api/auth/logout");
    expect(seen[0]!.headers.get("Authorization")).toBe("Bearer tok-5");
  });

  it("signs out on this device even when the server cannot be reached", async () => {
    fakeAuthApi({
      "POST /api/auth/logout": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    useSession.getState().signIn("tok-5", demoUser);
    await expect(signOut()).resolves.toBeUndefined();
    expect(useSession.getState().token).toBeNull();
  });
});
