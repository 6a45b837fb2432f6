// Edit profile: values from the session, changed fields sent as form data with _method=PUT through the
// outbox, a 422 under its field, offline edits queued and shown again, and the session updated on save.
import { wire } from "../../api/wire.test-util";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSession } from "../../session/session";
import { closeMirror, type MirrorDb } from "../../db";
import { startSync } from "../../sync";
import { freshMirror } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import {
  demoUser,
  fakeAuthApi,
  json,
  resetFakeApi,
  type Seen,
} from "../auth/fakeAuthApi.test-util";
import { EditProfileScreen } from "./EditProfileScreen";

let db: MirrorDb;
let stopSync: () => void;
let profile = { ...demoUser };

function profileRoutes() {
  return {
    "POST /api/users/7": (seen: Seen) => {
      const fields = seen.body as Record<string, string>;
      if (fields.email === "taken@example.com") {
        return json(422, {
          message: "The given data was invalid.",
          errors: { email: ["The email has already been taken."] },
        });
      }
      profile = { ...profile, ...fields } as typeof profile;
      return json(200, { data: wire(profile) });
    },
    "GET /api/auth/me": () => json(200, { data: wire(profile) }),
  };
}

beforeEach(async () => {
  localStorage.clear();
  profile = { ...demoUser };
  db = await freshMirror();
  useSession.getState().signIn("tok", demoUser);
  stopSync = startSync();
});
afterEach(() => {
  stopSync();
  closeMirror();
  resetFakeApi();
  vi.restoreAllMocks();
});

describe("EditProfileScreen", () => {
  it("shows the profile, sends only the changes as form data with _method=PUT, then shows my profile", async () => {
    const seen = fakeAuthApi(profileRoutes());
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    expect(screen.getByLabelText("First name")).toHaveValue("Rahim");
    expect(screen.getByLabelText("Gender")).toHaveValue("m");
    await user.clear(screen.getByLabelText("Surname"));
    await user.type(screen.getByLabelText("Surname"), "Mia");
    await user.clear(screen.getByLabelText("Mobile number"));
    await user.type(screen.getByLabelText("Mobile number"), "01811-222333");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users/me"));
    const put = seen.find((s) => s.path.startsWith("/api/users/7"))!;
    expect(put.path).toBe("/api/users/7?_method=PUT");
    expect(put.body).toEqual({ _method: "PUT", surname: "Mia", mobile: "+8801811222333" });
    expect(put.headers.get("Idempotency-Key")).toBeTruthy();
    expect(useSession.getState().user).toMatchObject({ surname: "Mia", mobile: "+8801811222333" });
    expect(await db.outbox.count()).toBe(0);
  });

  it("a server 422 shows under its field and clears when the field is edited; the fix is sent", async () => {
    const seen = fakeAuthApi(profileRoutes());
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/The email has already been taken\.$/),
    );
    expect(screen.getByText(/Your changes were not saved/)).toBeInTheDocument();
    expect(email).toHaveValue("taken@example.com");
    await user.clear(email);
    expect(screen.queryByText("The email has already been taken.")).not.toBeInTheDocument();
    await user.type(email, "rahim.uddin@example.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users/me"));
    expect(profile.email).toBe("rahim.uddin@example.com");
    expect(seen.filter((s) => s.method === "POST").map((s) => s.body)).toEqual([
      { _method: "PUT", email: "taken@example.com" },
      { _method: "PUT", email: "rahim.uddin@example.com" },
    ]);
    // The refused edit was replaced, not left failed beside the fix.
    expect(await db.outbox.count()).toBe(0);
  });

  it("checks the email pattern and the phone before queuing anything", async () => {
    const seen = fakeAuthApi(profileRoutes());
    const user = userEvent.setup();
    await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "rahim@");
    await user.clear(screen.getByLabelText("First name"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("offline: the edit is queued on the device, said so, and shown again when the page is reopened", async () => {
    const seen = fakeAuthApi(profileRoutes());
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = userEvent.setup();
    const first = await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("First name"), "Rahima");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/Saved on this device/)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      kind: "profile.update",
      payload: { fields: { first_name: "Rahima" } },
    });
    first.unmount();

    await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveValue("Rahima"));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(profile.first_name).toBe("Rahima"));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it("shows in Bangla", async () => {
    fakeAuthApi(profileRoutes());
    await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me", locale: "bn" });
    expect(screen.getByRole("button", { name: "পরিবর্তন সংরক্ষণ করুন" })).toBeInTheDocument();
    expect(screen.getByLabelText("মোবাইল নম্বর")).toHaveValue("+8801711000001");
  });
});
