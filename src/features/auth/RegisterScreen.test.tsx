// Registration: submit without a code, the code modal with its countdown and validation, the code in
// the ot-code header, field errors under fields, and sign-in then home on OK.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSession } from "../../session/session";
import { renderWithRouter } from "../../test/render";
import { fakeAuthApi, json, okAuth, resetFakeApi, type Seen } from "./fakeAuthApi.test-util";
import { RegisterScreen } from "./RegisterScreen";

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});
afterEach(() => {
  resetFakeApi();
  vi.useRealTimers();
});

/** A fake register endpoint: no code → OTC_GENERATED; 123456 → OK; any other code → OTC_REJECTED. */
function registerRoute(seconds?: number) {
  return (seen: Seen) => {
    const code = seen.headers.get("ot-code");
    if (!code) {
      return json(200, {
        status: "OTC_GENERATED",
        data: seconds ? { otc_expired_after_in_seconds: seconds } : {},
      });
    }
    return json(200, { status: code === "123456" ? "OK" : "OTC_REJECTED" });
  };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Sumi");
  await user.type(screen.getByLabelText("Surname"), "Akter");
  await user.type(screen.getByLabelText("Mobile number or email"), "01811 222333");
  await user.type(screen.getByLabelText("Password"), "secret-pass");
  await user.type(screen.getByLabelText("Date of birth"), "2001-03-04");
  await user.selectOptions(screen.getByLabelText("Gender"), "Female");
}

describe("RegisterScreen", () => {
  it("register → code modal → wrong code → right code → signed in at home", async () => {
    const seen = fakeAuthApi({
      ...okAuth("tok-new"),
      "POST /api/auth/register-with-username": registerRoute(90),
    });
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<RegisterScreen />, { path: "/register" });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const dialog = await screen.findByRole("dialog", { name: "Enter the one-time code" });
    expect(seen[0]!.body).toEqual({
      first_name: "Sumi",
      surname: "Akter",
      username: "+8801811222333",
      password: "secret-pass",
      dob: "2001-03-04",
      gender: "f",
    });
    expect(seen[0]!.headers.get("ot-code")).toBeNull();
    expect(within(dialog).getByTestId("otc-countdown")).toHaveTextContent(/expires in 90 seconds/);

    const input = within(dialog).getByLabelText("One-time code");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(within(dialog).getByText("One Time Code is required")).toBeInTheDocument();

    await user.type(input, "111111");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(await within(dialog).findByText(/That code is not correct/)).toBeInTheDocument();
    expect(seen.at(-1)!.headers.get("ot-code")).toBe("111111");

    await user.clear(input);
    await user.type(input, "123456");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(useSession.getState().token).toBe("tok-new");
    expect(seen.map((s) => s.path)).toEqual([
      "/api/auth/register-with-username",
      "/api/auth/register-with-username",
      "/api/auth/register-with-username",
      "/oauth/token",
      "/api/auth/me",
    ]);
    expect(seen[3]!.body).toMatchObject({ username: "+8801811222333", password: "secret-pass" });
  });

  it("the code input takes digits only (Bangla too) and at most 6", async () => {
    fakeAuthApi({ "POST /api/auth/register-with-username": registerRoute() });
    const user = userEvent.setup();
    await renderWithRouter(<RegisterScreen />, { path: "/register" });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const input = await screen.findByLabelText("One-time code");
    await user.type(input, "১২a3-45678");
    expect(input).toHaveValue("১২3456");
  });

  it("counts down from 30 s by default; on expiry 'Time expired' and Try Again asks for a new code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = fakeAuthApi({ "POST /api/auth/register-with-username": registerRoute() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithRouter(<RegisterScreen />, { path: "/register" });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("otc-countdown")).toHaveTextContent(/expires in 30 seconds/);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(within(dialog).getByText("Time expired")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Try Again" }));
    await waitFor(() =>
      expect(screen.getByTestId("otc-countdown")).toHaveTextContent(/expires in 30 seconds/),
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get("ot-code")).toBeNull();
  });

  it("server field errors show under the fields and clear when edited", async () => {
    fakeAuthApi({
      "POST /api/auth/register-with-username": () =>
        json(422, {
          message: "The given data was invalid.",
          errors: { username: ["The username has already been taken."] },
        }),
    });
    const user = userEvent.setup();
    await renderWithRouter(<RegisterScreen />, { path: "/register" });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const username = screen.getByLabelText("Mobile number or email");
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining("The username has already been taken."),
      ),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.type(username, "4");
    expect(screen.queryByText("The username has already been taken.")).not.toBeInTheDocument();
  });

  it("requires first name, username and password before sending", async () => {
    const seen = fakeAuthApi({});
    const user = userEvent.setup();
    await renderWithRouter(<RegisterScreen />, { path: "/register" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Mobile number or email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("shows genders as Male, Female, Other", async () => {
    await renderWithRouter(<RegisterScreen />, { path: "/register" });
    const options = within(screen.getByLabelText("Gender")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Please select an option",
      "Male",
      "Female",
      "Other",
    ]);
  });
});
