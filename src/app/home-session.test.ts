// The home page's cookie follows the session: one PUT per token (with that token as bearer), retried after a
// failure when the device comes online, and a DELETE when the session ends.
import { HOME_SESSION_KEY, TOKEN_KEY } from "../session/session-keys";

const fetchMock = vi.fn<typeof fetch>();
/** What each test started, stopped after it (its listeners would otherwise hear the next test's events). */
const stops: (() => void)[] = [];

/** Fresh modules each time: "started once" lives in the module, with its session store. */
async function load(stored: Record<string, string> = {}) {
  vi.resetModules();
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const { useSession } = await import("../session/session");
  const { startHomeSession: start } = await import("./home-session");
  const startHomeSession = () => void stops.push(start());
  return { useSession, startHomeSession };
}

const ok = () => new Response(JSON.stringify({ message: "ok" }), { status: 200 });
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    authorization: new Headers(init?.headers).get("authorization"),
    credentials: init?.credentials,
  }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok());
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

it("sets the cookie once for the stored token, with that token as bearer", async () => {
  const { startHomeSession } = await load({ [TOKEN_KEY]: "token-a" });
  startHomeSession();
  startHomeSession();
  await vi.waitFor(() => expect(localStorage.getItem(HOME_SESSION_KEY)).toBe("token-a"));
  expect(calls()).toEqual([
    {
      url: "/api/auth/home-session",
      method: "PUT",
      authorization: "Bearer token-a",
      credentials: "same-origin",
    },
  ]);
  window.dispatchEvent(new Event("online"));
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("sends nothing when the cookie was already set for this token", async () => {
  const { startHomeSession } = await load({
    [TOKEN_KEY]: "token-a",
    [HOME_SESSION_KEY]: "token-a",
  });
  startHomeSession();
  await settle();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends nothing for a guest", async () => {
  const { startHomeSession } = await load();
  startHomeSession();
  window.dispatchEvent(new Event("online"));
  await settle();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sets it again for a new token at sign-in", async () => {
  const { useSession, startHomeSession } = await load({
    [TOKEN_KEY]: "token-a",
    [HOME_SESSION_KEY]: "token-a",
  });
  startHomeSession();
  useSession.getState().signIn("token-b");
  await vi.waitFor(() => expect(localStorage.getItem(HOME_SESSION_KEY)).toBe("token-b"));
  expect(calls().map((c) => [c.method, c.authorization])).toEqual([["PUT", "Bearer token-b"]]);
});

it("stays silent on a failure and tries again when the device comes online", async () => {
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  fetchMock.mockResolvedValueOnce(new Response("{}", { status: 503 }));
  const { startHomeSession } = await load({ [TOKEN_KEY]: "token-a" });
  startHomeSession();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await settle();
  expect(localStorage.getItem(HOME_SESSION_KEY)).toBeNull();
  window.dispatchEvent(new Event("online"));
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  await settle();
  expect(localStorage.getItem(HOME_SESSION_KEY)).toBeNull();
  window.dispatchEvent(new Event("online"));
  await vi.waitFor(() => expect(localStorage.getItem(HOME_SESSION_KEY)).toBe("token-a"));
  expect(calls().map((c) => [c.method, c.authorization])).toEqual([
    ["PUT", "Bearer token-a"],
    ["PUT", "Bearer token-a"],
    ["PUT", "Bearer token-a"],
  ]);
});

it("expires the cookie at sign-out and forgets the token", async () => {
  const { useSession, startHomeSession } = await load({
    [TOKEN_KEY]: "token-a",
    [HOME_SESSION_KEY]: "token-a",
  });
  startHomeSession();
  useSession.getState().signOut();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await vi.waitFor(() => expect(localStorage.getItem(HOME_SESSION_KEY)).toBeNull());
  expect(calls()).toEqual([
    {
      url: "/api/auth/home-session",
      method: "DELETE",
      authorization: null,
      credentials: "same-origin",
    },
  ]);
});

it("a failed expiry is silent and asked again when the device comes online, until the server has", async () => {
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  const { useSession, startHomeSession } = await load({
    [TOKEN_KEY]: "token-a",
    [HOME_SESSION_KEY]: "token-a",
  });
  startHomeSession();
  useSession.getState().signOut();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await settle();
  // Not forgotten: the cookie may still hold the token.
  expect(localStorage.getItem(HOME_SESSION_KEY)).toBe("token-a");
  fetchMock.mockImplementation(async () => ok());
  window.dispatchEvent(new Event("online"));
  await vi.waitFor(() => expect(localStorage.getItem(HOME_SESSION_KEY)).toBeNull());
  expect(calls().map((c) => c.method)).toEqual(["DELETE", "DELETE"]);
  // Done: nothing more is asked.
  window.dispatchEvent(new Event("online"));
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("asks for no expiry where no cookie was set", async () => {
  const { useSession, startHomeSession } = await load({ [TOKEN_KEY]: "token-a" });
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  startHomeSession();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await settle();
  useSession.getState().signOut();
  await settle();
  expect(calls().map((c) => c.method)).toEqual(["PUT"]);
});

it("expires at start a cookie left from a session that ended while the page was gone", async () => {
  const { startHomeSession } = await load({ [HOME_SESSION_KEY]: "token-a" });
  startHomeSession();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(calls()[0]?.method).toBe("DELETE");
  expect(localStorage.getItem(HOME_SESSION_KEY)).toBeNull();
});

it("sends the expiry before the next reader's cookie, one after the other", async () => {
  let answer!: () => void;
  fetchMock.mockImplementationOnce(
    () => new Promise<Response>((resolve) => (answer = () => resolve(ok()))),
  );
  const { useSession, startHomeSession } = await load({
    [TOKEN_KEY]: "token-a",
    [HOME_SESSION_KEY]: "token-a",
  });
  startHomeSession();
  useSession.getState().signOut();
  useSession.getState().signIn("token-b");
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  answer();
  await vi.waitFor(() => expect(localStorage.getItem(HOME_SESSION_KEY)).toBe("token-b"));
  expect(calls().map((c) => c.method)).toEqual(["DELETE", "PUT"]);
});
