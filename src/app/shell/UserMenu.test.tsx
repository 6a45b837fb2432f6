// The user menu: its button shows the initials avatars show, and logout ends the session in the click itself,
// whatever the module that revokes the token on the server is doing (here it never ends).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../test/render";
import { useSession } from "../../session/session";

vi.mock("../../features/auth/signIn", async (original) => ({
  ...(await original<object>()),
  signOut: () => new Promise(() => undefined),
  revokeToken: () => new Promise(() => undefined),
}));

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

it("signs out at the click, whatever the module that revokes the token does", async () => {
  const user = userEvent.setup();
  useSession.getState().signIn("t", { id: 1, first_name: "Rahim", surname: "Uddin" } as never);
  await renderApp("/users");
  await screen.findByRole("heading", { level: 1, name: "Users" });
  await user.click(screen.getByRole("button", { name: "RU Rahim Uddin, account menu" }));
  await user.click(screen.getByRole("button", { name: "Logout" }));
  expect(useSession.getState().token).toBeNull();
  expect(localStorage.getItem("token")).toBeNull();
  await screen.findByRole("heading", {
    level: 1,
    name: "Community libraries, closer to every reader",
  });
});

it("shows a Bangla name's initials as the avatars do: each letter with its vowel sign", async () => {
  useSession.getState().signIn("t", { id: 1, first_name: "সাকিব", surname: "হাসান" } as never);
  await renderApp("/users");
  await screen.findByRole("heading", { level: 1, name: "Users" });
  const button = screen.getByRole("button", { name: "সাহা সাকিব হাসান, account menu" });
  expect(button.querySelector(".avatar-initials")).toHaveTextContent(/^সাহা$/);
});
