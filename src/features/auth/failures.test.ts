// Error catalogue (SPEC §8) for account calls: each row maps to the notice and field messages shown.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { activateTestLocale } from "../../test/render";
import { ApiError } from "../../api/errors";
import { formFailure, loginFailure, type Notice } from "./failures";
import { OAuthFailure } from "../../online/passwordGrant";

beforeAll(() => activateTestLocale("en"));

const text = (notice: Notice | undefined) =>
  typeof notice === "string" ? notice : notice && i18n._(notice as MessageDescriptor);

describe("loginFailure", () => {
  it("invalid_grant shows the fixed mismatch text, never the server's", () => {
    const f = loginFailure(
      new OAuthFailure(400, "invalid_grant", "The user credentials were incorrect.", undefined),
    );
    expect(text(f.notice)).toBe("Mobile Number or Password does not match.");
    expect(f.fields).toEqual({});
  });

  it("invalid_request shows the server's hint", () => {
    const f = loginFailure(
      new OAuthFailure(
        400,
        "invalid_request",
        "The request is missing a parameter.",
        'Check the "password" parameter',
      ),
    );
    expect(text(f.notice)).toBe('Check the "password" parameter');
  });

  it("invalid_request without a hint falls back to the message", () => {
    const f = loginFailure(
      new OAuthFailure(400, "invalid_request", "Missing username.", undefined),
    );
    expect(text(f.notice)).toBe("Missing username.");
  });

  it("other OAuth errors with a field map show it under the fields", () => {
    const f = loginFailure(
      new OAuthFailure(422, "invalid_client", "Invalid.", undefined, { username: ["Too long."] }),
    );
    expect(f).toEqual({ fields: { username: ["Too long."] } });
  });

  it("other errors without a field map show the message above the button", () => {
    expect(
      text(
        loginFailure(
          new OAuthFailure(401, "invalid_client", "Client authentication failed", undefined),
        ).notice,
      ),
    ).toBe("Client authentication failed");
    expect(text(loginFailure(new ApiError(500, "http", "Server Error")).notice)).toBe(
      "Server Error",
    );
    expect(
      loginFailure(new ApiError(422, "http", "Invalid", { password: ["Required."] })).fields,
    ).toEqual({
      password: ["Required."],
    });
  });

  it("says so when offline or when the server is unreachable or slow", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(text(loginFailure(new ApiError(0, "network", "Failed to fetch")).notice)).toMatch(
      /offline/,
    );
    online.mockReturnValue(true);
    expect(text(loginFailure(new ApiError(0, "network", "Failed to fetch")).notice)).toMatch(
      /could not be reached/,
    );
    expect(text(loginFailure(new ApiError(0, "timeout", "slow")).notice)).toMatch(/too long/);
    online.mockRestore();
  });

  it("anything unexpected gets a generic notice", () => {
    expect(text(loginFailure(new TypeError("x")).notice)).toBe(
      "Something went wrong. Please try again.",
    );
  });
});

describe("formFailure", () => {
  const invalid = new ApiError(422, "http", "The given data was invalid.", {
    username: ["The username has already been taken."],
    dob: [],
  });

  it("registration: the errors map under the fields, no notice", () => {
    expect(formFailure(invalid)).toEqual({
      fields: { username: ["The username has already been taken."], dob: [] },
    });
  });

  it("reset: the errors map and the message", () => {
    const f = formFailure(invalid, true);
    expect(text(f.notice)).toBe("The given data was invalid.");
    expect(f.fields.username).toEqual(["The username has already been taken."]);
  });

  it("reset: a message that repeats a field error is shown once, under the field", () => {
    const f = formFailure(
      new ApiError(422, "http", "The passwords differ.", {
        confirm_new_password: ["The passwords differ."],
      }),
      true,
    );
    expect(f).toEqual({ fields: { confirm_new_password: ["The passwords differ."] } });
  });

  it("a failure without fields shows its message", () => {
    expect(text(formFailure(new ApiError(401, "http", "Unauthenticated.")).notice)).toBe(
      "Unauthenticated.",
    );
  });
});
