// The login form's code step: after the server's challenge (many wrong passwords from the reader's network) it
// asks for the code, in English and Bangla, sends it in `ot-code` with the same username and password, shows
// a refused code under the field, and asks for a new code.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSession } from "../../session/session";
import { useSyncStore } from "../../sync/engine";
import { renderWithRouter } from "../../test/render";
import { fakeAuthApi, json, okAuth, resetFakeApi, type Seen } from "./fakeAuthApi.test-util";
import { LoginScreen } from "./LoginScreen";

/** What the server answers from a flooded address (server/auth/oauth.ts). */
const challenge = () =>
  json(401, {
    error: "otc_required",
    error_description: "Many wrong passwords came from your network…",
    message: "Many wrong passwords came from your network…",
    hint: "Send the same username and password again with the code in the `ot-code` header.",
    status: "OTC_CHALLENGE",
    data: { otc_expired_after_in_seconds: 180 },
  });

const rejected = () =>
  json(401, {
    error: "otc_rejected",
    error_description: "The code is not correct or has expired.",
    message: "The code is not correct or has expired.",
    status: "OTC_REJECTED",
    data: {},
  });

/** The token endpoint: a challenge without a code, `withCode(code)` with one. */
function challengingServer(withCode: (code: string) => Response) {
  const auth = okAuth("tok-9");
  return fakeAuthApi({
    ...auth,
    "POST /oauth/token": (seen: Seen) => {
      const code = seen.headers.get("ot-code");
      return code ? withCode(code) : challenge();
    },
  });
}

const grants = (seen: Seen[]) => seen.filter((s) => s.path === "/oauth/token");

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  useSyncStore.getState().set({ needsLogin: false });
});
afterEach(resetFakeApi);

async function signIn(locale?: "bn") {
  const rendered = await renderWithRouter(<LoginScreen />, { path: "/login", locale });
  const user = userEvent.setup();
  const [username] = screen.getAllByRole("textbox");
  await user.type(username!, "01711000001");
  await user.type(document.querySelector<HTMLInputElement>("input[type=password]")!, "pw-1");
  await user.click(screen.getByRole("button", { name: locale ? /লগইন/ : "Login" }));
  return { user, router: rendered.router };
}

describe("login challenge", () => {
  it("asks for the code, requires it, sends it with the same username and password, then signs in", async () => {
    const seen = challengingServer((code) =>
      code === "123456"
        ? json(200, { token_type: "Bearer", expires_in: 3600, access_token: "tok-9" })
        : rejected(),
    );
    const { user, router } = await signIn();
    expect(await screen.findByText(/signing in needs a one-time code/)).toBeInTheDocument();
    expect(screen.getByText(/we have sent a code to your mobile number or email/)).toBeVisible();
    expect(useSession.getState().token).toBeFalsy();

    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("One Time Code is required")).toBeInTheDocument();
    expect(grants(seen)).toHaveLength(1);

    // Bangla digits are digits.
    await user.type(screen.getByLabelText("One-time code"), "১২৩৪৫৬");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const last = grants(seen).at(-1)!;
    expect(last.headers.get("ot-code")).toBe("123456");
    expect(last.body).toMatchObject({ username: "+8801711000001", password: "pw-1" });
    expect(useSession.getState().token).toBe("tok-9");
  });

  it("a refused code shows under the field; a new code is asked for without one", async () => {
    const seen = challengingServer(() => rejected());
    const { user } = await signIn();
    const field = await screen.findByLabelText("One-time code");
    await user.type(field, "000000");
    await user.click(screen.getByRole("button", { name: "Login" }));
    const message =
      "That code is not correct or has expired. Check your password, or send a new code.";
    await screen.findByText(message);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(message);
    expect(useSession.getState().token).toBeFalsy();

    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText(/a new code is on its way/)).toBeInTheDocument();
    expect(grants(seen).at(-1)!.headers.get("ot-code")).toBeNull();
    expect(screen.getByLabelText("One-time code")).toHaveValue("");
    expect(screen.queryByText(/That code is not correct/)).toBeNull();
  });

  it("in Bangla: the request for the code and its field", async () => {
    challengingServer(() => rejected());
    await signIn("bn");
    const note = await screen.findByTestId("login-challenge");
    expect(note).toHaveTextContent(/নেটওয়ার্ক/);
    expect(note).not.toHaveTextContent(/network|code/);
    expect(screen.getByRole("button", { name: /নতুন কোড/ })).toBeInTheDocument();
  });
});
