// Password reset: username with RESET_PASSWORD, the code modal, the otc token stored and sent as
// bearer, field errors with the message, the success alert, and home with the token removed.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSession } from "../../session/session";
import { renderWithRouter } from "../../test/render";
import { demoUser, fakeAuthApi, json, resetFakeApi, type Seen } from "./fakeAuthApi.test-util";
import { ForgotPasswordScreen } from "./ForgotPasswordScreen";
import { ResetPasswordScreen } from "./ResetPasswordScreen";

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});
afterEach(resetFakeApi);

const otcRoute = (seen: Seen) => {
  const code = seen.headers.get("ot-code");
  if (!code)
    return json(200, { status: "OTC_GENERATED", data: { otc_expired_after_in_seconds: 60 } });
  if (code !== "123456") return json(200, { status: "OTC_REJECTED" });
  return json(200, { status: "OK", data: { token: "otc-token-1" } });
};

describe("ForgotPasswordScreen", () => {
  it("asks for a code with RESET_PASSWORD, keeps the otc token on OK and goes to /reset-password", async () => {
    const seen = fakeAuthApi({ "POST /api/auth/login-with-otc": otcRoute });
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<ForgotPasswordScreen />, {
      path: "/login-with-otc-to-reset-password",
    });
    await user.type(screen.getByLabelText("Mobile number or email"), "01711000001");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const dialog = await screen.findByRole("dialog");
    expect(seen[0]!.body).toEqual({ otc_type_name: "RESET_PASSWORD", username: "+8801711000001" });
    expect(within(dialog).getByText(/sent a 6-digit code to \+8801711000001/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("One-time code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/reset-password"));
    expect(seen[1]!.headers.get("ot-code")).toBe("123456");
    expect(useSession.getState().otcToken).toBe("otc-token-1");
    expect(localStorage.getItem("otc_token")).toBe("otc-token-1");
    // Not a login: no bearer token was stored.
    expect(useSession.getState().token).toBeNull();
  });

  it("an unknown account shows the server's field error under the username", async () => {
    fakeAuthApi({
      "POST /api/auth/login-with-otc": () =>
        json(422, { message: "Invalid.", errors: { username: ["No account uses this number."] } }),
    });
    const user = userEvent.setup();
    await renderWithRouter(<ForgotPasswordScreen />);
    await user.type(screen.getByLabelText("Mobile number or email"), "01999999999");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("No account uses this number.")).toBeInTheDocument();
  });
});

describe("ResetPasswordScreen", () => {
  it("sends both passwords with the otc token; the success alert's OK goes home and drops the token", async () => {
    useSession.getState().setOtcToken("otc-token-1");
    const seen = fakeAuthApi({
      "POST /api/auth/reset-password": () =>
        json(200, { status: "OK", message: "Your password has been reset." }),
    });
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<ResetPasswordScreen />, { path: "/reset-password" });
    await user.type(screen.getByLabelText("New password"), "n3w-pass");
    await user.type(screen.getByLabelText("Confirm new password"), "n3w-pass");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    const dialog = await screen.findByRole("dialog", { name: "Password changed" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Your password has been reset.");
    expect(seen[0]!.headers.get("Authorization")).toBe("Bearer otc-token-1");
    expect(seen[0]!.body).toEqual({ new_password: "n3w-pass", confirm_new_password: "n3w-pass" });
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(useSession.getState().otcToken).toBeNull();
    expect(localStorage.getItem("otc_token")).toBeNull();
  });

  it("closing the success alert also goes home", async () => {
    useSession.getState().setOtcToken("otc-token-1");
    fakeAuthApi({
      "POST /api/auth/reset-password": () => json(200, { status: "OK", message: "Done." }),
    });
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<ResetPasswordScreen />, { path: "/reset-password" });
    await user.type(screen.getByLabelText("New password"), "a");
    await user.type(screen.getByLabelText("Confirm new password"), "a");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(useSession.getState().otcToken).toBeNull();
  });

  it("the otc token wins over a signed-in user's token", async () => {
    useSession.getState().signIn("login-token", demoUser);
    useSession.getState().setOtcToken("otc-token-2");
    const seen = fakeAuthApi({
      "POST /api/auth/reset-password": () => json(200, { status: "OK", message: "Done." }),
    });
    const user = userEvent.setup();
    await renderWithRouter(<ResetPasswordScreen />, { path: "/reset-password" });
    await user.type(screen.getByLabelText("New password"), "a");
    await user.type(screen.getByLabelText("Confirm new password"), "a");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await screen.findByRole("dialog");
    expect(seen[0]!.headers.get("Authorization")).toBe("Bearer otc-token-2");
  });

  it("failures: the field map under the fields and the message too", async () => {
    useSession.getState().setOtcToken("otc-token-1");
    fakeAuthApi({
      "POST /api/auth/reset-password": () =>
        json(422, {
          message: "The given data was invalid.",
          errors: { confirm_new_password: ["The passwords do not match."] },
        }),
    });
    const user = userEvent.setup();
    await renderWithRouter(<ResetPasswordScreen />, { path: "/reset-password" });
    await user.type(screen.getByLabelText("New password"), "a");
    await user.type(screen.getByLabelText("Confirm new password"), "b");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("The passwords do not match.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("The given data was invalid.");
    expect(useSession.getState().otcToken).toBe("otc-token-1");
  });
});
