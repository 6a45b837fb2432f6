// Login screen: normalised username, token + profile stored, `from` followed, each error row of SPEC §8.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSession } from "../../session/session";
import { useSyncStore } from "../../sync/engine";
import { renderWithRouter } from "../../test/render";
import { fakeAuthApi, json, okAuth, resetFakeApi } from "./fakeAuthApi.test-util";
import { LoginScreen, REMEMBERED_USERNAME_KEY } from "./LoginScreen";

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  useSyncStore.getState().set({ needsLogin: false });
});
afterEach(resetFakeApi);

async function fillAndSubmit(username: string, password: string, remember = false) {
  const user = userEvent.setup();
  if (remember) await user.click(screen.getByLabelText("Remember me"));
  if (username) await user.type(screen.getByLabelText("Mobile number or email"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
  return user;
}

describe("LoginScreen", () => {
  it("signs in with the number as +880, stores token and user, and goes to from", async () => {
    const seen = fakeAuthApi(okAuth("tok-1"));
    const { router } = await renderWithRouter(<LoginScreen from="/libraries?term=x" />, {
      path: "/login",
    });
    await fillAndSubmit("০১৭১১-০০০০০১", "pathagar-demo", true);
    await waitFor(() => expect(router.state.location.href).toBe("/libraries?term=x"));
    expect((seen[0]!.body as { username: string }).username).toBe("+8801711000001");
    expect(localStorage.getItem("token")).toBe("tok-1");
    expect(useSession.getState().user?.first_name).toBe("Rahim");
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBe("+8801711000001");
  });

  it("goes home when from leaves the site", async () => {
    fakeAuthApi(okAuth());
    const { router } = await renderWithRouter(<LoginScreen from="https://evil.example" />, {
      path: "/login",
    });
    await fillAndSubmit("01711000001", "pw");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("prefills a remembered username; unticking Remember me forgets it", async () => {
    fakeAuthApi(okAuth());
    localStorage.setItem(REMEMBERED_USERNAME_KEY, "rahim@example.com");
    const { router } = await renderWithRouter(<LoginScreen />, { path: "/login" });
    expect(screen.getByLabelText("Mobile number or email")).toHaveValue("rahim@example.com");
    expect(screen.getByLabelText("Remember me")).toBeChecked();
    await fillAndSubmit("", "pw", true);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
  });

  it("requires both fields before sending anything", async () => {
    const seen = fakeAuthApi(okAuth());
    await renderWithRouter(<LoginScreen />, { path: "/login" });
    await fillAndSubmit("", "");
    expect(screen.getByText("Mobile number or email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("invalid_grant: 'Mobile Number or Password does not match.' and no token kept", async () => {
    fakeAuthApi({
      "POST /oauth/token": () =>
        json(400, {
          error: "invalid_grant",
          error_description: "The user credentials were incorrect.",
        }),
    });
    await renderWithRouter(<LoginScreen />, { path: "/login" });
    await fillAndSubmit("01711000001", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Mobile Number or Password does not match.",
    );
    expect(localStorage.getItem("token")).toBeNull();
    // What was typed stays.
    expect(screen.getByLabelText("Mobile number or email")).toHaveValue("+8801711000001");
    expect(screen.getByLabelText("Password")).toHaveValue("wrong");
  });

  it("invalid_request: the server's hint", async () => {
    fakeAuthApi({
      "POST /oauth/token": () =>
        json(400, { error: "invalid_request", hint: 'Check the "username" parameter' }),
    });
    await renderWithRouter(<LoginScreen />, { path: "/login" });
    await fillAndSubmit("a@b.co", "x");
    expect(await screen.findByRole("alert")).toHaveTextContent('Check the "username" parameter');
  });

  it("other errors: the field map under the fields, cleared when the field is edited", async () => {
    fakeAuthApi({
      "POST /oauth/token": () =>
        json(422, { message: "Invalid.", errors: { username: ["The username is too long."] } }),
    });
    await renderWithRouter(<LoginScreen />, { path: "/login" });
    const user = await fillAndSubmit("a@b.co", "x");
    const input = screen.getByLabelText("Mobile number or email");
    await waitFor(() => expect(input).toHaveAccessibleDescription("The username is too long."));
    await user.type(input, "m");
    expect(screen.queryByText("The username is too long.")).not.toBeInTheDocument();
  });

  it("other errors without fields: the message above the button", async () => {
    fakeAuthApi({ "POST /oauth/token": () => json(503, { message: "Service Unavailable" }) });
    await renderWithRouter(<LoginScreen />, { path: "/login" });
    await fillAndSubmit("a@b.co", "x");
    expect(await screen.findByRole("alert")).toHaveTextContent("Service Unavailable");
  });

  it("offline: says so and keeps what was typed", async () => {
    fakeAuthApi({ "POST /oauth/token": () => Promise.reject(new TypeError("Failed to fetch")) });
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await renderWithRouter(<LoginScreen />, { path: "/login" });
    await fillAndSubmit("a@b.co", "secret");
    expect(
      await screen.findByText(/You are offline\. Connect to the internet/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveValue("secret");
    onLine.mockRestore();
  });

  it("after a session ended with queued changes: explains, and prefills the username", async () => {
    useSession.getState().signIn("dead", { username: "+8801711000001" } as never);
    useSyncStore.getState().set({ needsLogin: true });
    await renderWithRouter(<LoginScreen />, { path: "/login" });
    expect(screen.getByText(/Your session has ended/)).toBeInTheDocument();
    expect(screen.getByLabelText("Mobile number or email")).toHaveValue("+8801711000001");
  });

  it("shows in Bangla", async () => {
    await renderWithRouter(<LoginScreen />, { path: "/login", locale: "bn" });
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveTextContent("Login");
    expect(screen.getByRole("button", { name: /পাসওয়ার্ড/ })).toBeInTheDocument();
  });
});
