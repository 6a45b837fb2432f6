// A new mobile or email waits for its code: the box on the profile asks for it, shows the server's errors
// under the field (429 with the wait), works only online, and on success the device's user takes the new value.
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
import { ContactConfirm } from "./ContactConfirm";
import { EditProfileScreen } from "./EditProfileScreen";

const NEW = "+8801811222333";
let db: MirrorDb;
let stopSync: () => void;
let profile: typeof demoUser & { pending_mobile: string | null; pending_email: string | null };

/** The server as the API describes it: a new mobile waits (pending) until the code 123456 is given. */
function contactRoutes(extra: Record<string, (seen: Seen) => Response> = {}) {
  return {
    "POST /api/users/7": (seen: Seen) => {
      const { _method: _, mobile, ...fields } = seen.body as Record<string, string>;
      profile = { ...profile, ...fields };
      if (mobile !== undefined && mobile !== profile.mobile) profile.pending_mobile = mobile;
      return json(200, { data: wire(profile) });
    },
    "GET /api/auth/me": () => json(200, { data: wire(profile) }),
    "GET /api/users/7": () => json(200, { data: wire(profile) }),
    "POST /api/users/7/verify-contact": (seen: Seen) => {
      const { field, code } = seen.body as { field: string; code?: string };
      if (field !== "mobile" || !profile.pending_mobile) {
        return json(422, {
          message: "There is no new mobile number or email to confirm.",
          errors: { field: ["There is no new mobile number or email to confirm."] },
        });
      }
      if (!code) return json(200, { data: { otc_expired_after_in_seconds: 180 } });
      if (code !== "123456") {
        return json(422, {
          message: "The one-time code is not correct.",
          errors: { code: ["The one-time code is not correct."] },
        });
      }
      profile = { ...profile, mobile: profile.pending_mobile, pending_mobile: null };
      return json(200, { data: wire(profile) });
    },
    ...extra,
  };
}

const codeField = () => screen.getByLabelText("One-time code");
const box = () => screen.getByRole("region", { name: "Confirm your new mobile number" });

beforeEach(async () => {
  localStorage.clear();
  profile = { ...demoUser, pending_mobile: null, pending_email: null };
  db = await freshMirror();
  stopSync = startSync();
});
afterEach(() => {
  stopSync();
  closeMirror();
  resetFakeApi();
  vi.restoreAllMocks();
});

/** Signed in as Rahim whose new number is waiting for its code. */
function signedInPending() {
  profile.pending_mobile = NEW;
  useSession.getState().signIn("tok", { ...profile });
}

describe("ContactConfirm", () => {
  it("shows nothing when nothing is pending (and for servers that do not send pending fields)", async () => {
    useSession.getState().signIn("tok", demoUser);
    fakeAuthApi(contactRoutes());
    const { container } = await renderWithRouter(<ContactConfirm userId={7} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("a wrong code shows under the field; the right one makes the number the reader's on the device", async () => {
    signedInPending();
    await db.users.put({ ...profile });
    const seen = fakeAuthApi(contactRoutes());
    const user = userEvent.setup();
    await renderWithRouter(<ContactConfirm userId={7} />);
    expect(
      await screen.findByText(
        `Confirm your new mobile number ${NEW}: enter the code we sent to it.`,
      ),
    ).toBeInTheDocument();

    await user.type(codeField(), "111111");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription("The one-time code is not correct."),
    );
    expect(useSession.getState().user?.mobile).toBe(demoUser.mobile);

    await user.clear(codeField());
    expect(codeField()).not.toHaveAccessibleDescription();
    await user.type(codeField(), "১২৩৪৫৬");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(`Your mobile number is now ${NEW}.`)).toBeInTheDocument();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(useSession.getState().user).toMatchObject({ mobile: NEW, pending_mobile: null });
    expect(await db.users.get(7)).toMatchObject({ mobile: NEW, pending_mobile: null });
    const calls = seen.filter((s) => s.path === "/api/users/7/verify-contact").map((s) => s.body);
    expect(calls).toEqual([
      { field: "mobile", code: "111111" },
      { field: "mobile", code: "123456" },
    ]);
  });

  it("an empty code is refused on the device; Send a new code asks for one and counts down", async () => {
    signedInPending();
    const seen = fakeAuthApi(contactRoutes());
    const user = userEvent.setup();
    await renderWithRouter(<ContactConfirm userId={7} />);
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(codeField()).toHaveAccessibleDescription("One Time Code is required");
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(
      await screen.findByText(/We sent a new code\. It expires in 1[78]\d seconds\./),
    ).toBeInTheDocument();
    expect(seen.map((s) => s.body)).toEqual([{ field: "mobile" }]);
  });

  it("too many attempts (429) says how long to wait, in Bangla with Bangla digits", async () => {
    signedInPending();
    fakeAuthApi(
      contactRoutes({
        "POST /api/users/7/verify-contact": () =>
          new Response(JSON.stringify({ message: "Too Many Attempts.", retry_after: 120 }), {
            status: 429,
            headers: { "Content-Type": "application/json", "Retry-After": "120" },
          }),
      }),
    );
    const user = userEvent.setup();
    await renderWithRouter(<ContactConfirm userId={7} />, { locale: "bn" });
    await user.type(await screen.findByLabelText("ওয়ান-টাইম কোড"), "123456");
    await user.click(screen.getByRole("button", { name: "নিশ্চিত করুন" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("২ মিনিট");
    expect(useSession.getState().user?.pending_mobile).toBe(NEW);
  });

  it("offline: says to connect, sends nothing and keeps the pending number", async () => {
    signedInPending();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const seen = fakeAuthApi(contactRoutes());
    const user = userEvent.setup();
    await renderWithRouter(<ContactConfirm userId={7} />);
    expect(
      await screen.findByText("Connect to the internet to confirm your new number."),
    ).toBeInTheDocument();
    await user.type(codeField(), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(seen).toHaveLength(0);
    expect(box()).toBeInTheDocument();
    expect(useSession.getState().user?.pending_mobile).toBe(NEW);
  });

  it("a stale box (the server has nothing pending) goes once the user is fetched again", async () => {
    signedInPending();
    profile.pending_mobile = null;
    fakeAuthApi(contactRoutes());
    const user = userEvent.setup();
    await renderWithRouter(<ContactConfirm userId={7} />);
    await user.type(await screen.findByLabelText("One-time code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("region")).not.toBeInTheDocument());
    expect(useSession.getState().user?.pending_mobile).toBeNull();
  });
});

describe("EditProfileScreen with a new mobile number", () => {
  it("the field says a new number waits for its code; saving keeps the old number and shows the box", async () => {
    useSession.getState().signIn("tok", { ...profile });
    await db.users.put({ ...profile });
    fakeAuthApi(contactRoutes());
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    const mobile = screen.getByLabelText("Mobile number");
    expect(mobile).toHaveAccessibleDescription(
      "A new number counts only once you confirm it with the code we send to it.",
    );
    await user.clear(mobile);
    await user.type(mobile, "01811-222333");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users/me"));
    expect(
      await screen.findByText(/Confirm your new mobile number \+8801811222333/),
    ).toBeInTheDocument();
    expect(useSession.getState().user).toMatchObject({
      mobile: demoUser.mobile,
      pending_mobile: NEW,
    });
    expect(await db.users.get(7)).toMatchObject({ mobile: demoUser.mobile, pending_mobile: NEW });
  });

  it("a number confirmed on the edit screen shows in its field; saving then sends nothing for it", async () => {
    signedInPending();
    const seen = fakeAuthApi(contactRoutes());
    const user = userEvent.setup();
    await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    expect(screen.getByLabelText("Mobile number")).toHaveValue(demoUser.mobile);
    await user.type(await screen.findByLabelText("One-time code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByLabelText("Mobile number")).toHaveValue(NEW));
    await user.clear(screen.getByLabelText("Surname"));
    await user.type(screen.getByLabelText("Surname"), "Mia");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(profile.surname).toBe("Mia"));
    expect(seen.find((s) => s.path.startsWith("/api/users/7?"))?.body).toEqual({
      _method: "PUT",
      surname: "Mia",
    });
    expect(profile.mobile).toBe(NEW);
  });

  it("saved offline: the device keeps the old number and says a code comes once the change is sent; then asks for it", async () => {
    useSession.getState().signIn("tok", { ...profile });
    await db.users.put({ ...profile });
    const seen = fakeAuthApi(contactRoutes());
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = userEvent.setup();
    await renderWithRouter(<EditProfileScreen />, { path: "/users/edit-me" });
    await user.clear(screen.getByLabelText("Mobile number"));
    await user.type(screen.getByLabelText("Mobile number"), NEW);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(/Your new mobile number \+8801811222333 is saved on this device/),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(await db.users.get(7)).toMatchObject({ mobile: demoUser.mobile, pending_mobile: NEW });
    expect(screen.queryByLabelText("One-time code")).not.toBeInTheDocument();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByLabelText("One-time code")).toBeInTheDocument();
    expect(profile.pending_mobile).toBe(NEW);
    expect(await db.users.get(7)).toMatchObject({ mobile: demoUser.mobile, pending_mobile: NEW });
  });
});
