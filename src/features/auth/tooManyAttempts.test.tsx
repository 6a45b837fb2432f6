// A 429 from the server's attempt limits shows on the login and register forms as a clear message with the wait,
// in the reader's language, and nothing signs in.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSession } from "../../session/session";
import { renderWithRouter } from "../../test/render";
import { fakeAuthApi, resetFakeApi } from "./fakeAuthApi.test-util";
import { LoginScreen } from "./LoginScreen";
import { RegisterScreen } from "./RegisterScreen";

/** What the server answers once the attempts are used up (server/http/rate-limit.ts). */
const tooMany = (seconds: number) => () =>
  new Response(
    JSON.stringify({
      message: `Too many attempts. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
      retry_after: seconds,
    }),
    {
      status: 429,
      headers: { "Content-Type": "application/json", "Retry-After": String(seconds) },
    },
  );

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});
afterEach(resetFakeApi);

async function login(locale?: "bn") {
  await renderWithRouter(<LoginScreen />, { path: "/login", locale });
  const user = userEvent.setup();
  const [username, password] = screen.getAllByRole("textbox").concat(
    // The password input has no textbox role.
    [document.querySelector<HTMLInputElement>("input[type=password]")!],
  );
  await user.type(username!, "01711000001");
  await user.type(password!, "wrong-password");
  await user.click(screen.getByRole("button", { name: locale ? /লগইন/ : "Login" }));
}

describe("too many attempts", () => {
  it("login: the message with the wait above the button; no session", async () => {
    fakeAuthApi({ "POST /oauth/token": tooMany(600) });
    await login();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait 10 minutes and try again.",
    );
    expect(useSession.getState().token).toBeFalsy();
  });

  it("login in Bangla: the message in Bangla with Bangla digits", async () => {
    fakeAuthApi({ "POST /oauth/token": tooMany(900) });
    await login("bn");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("১৫");
    expect(alert).not.toHaveTextContent("Too many");
  });

  it("register: the message above the button, no code dialog", async () => {
    fakeAuthApi({ "POST /api/auth/register-with-username": tooMany(3600) });
    const user = userEvent.setup();
    await renderWithRouter(<RegisterScreen />, { path: "/register" });
    await user.type(screen.getByLabelText("First name"), "Sumi");
    await user.type(screen.getByLabelText("Mobile number or email"), "01811 222333");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.type(screen.getByLabelText("Date of birth"), "2001-03-04");
    await user.selectOptions(screen.getByLabelText("Gender"), "Female");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait 60 minutes and try again.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
