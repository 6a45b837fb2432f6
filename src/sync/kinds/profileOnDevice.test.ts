// A profile edit on the device: a new mobile or email only pending, a cleared one at once, the same one again
// dropping the pending one, other fields at once.
import { profileOnDevice } from "./profileOnDevice";

const user = { mobile: "+8801711000001", email: "rahim@example.com", pending_mobile: null };

describe("profileOnDevice", () => {
  it("keeps the current mobile and email and marks the new ones pending", () => {
    expect(
      profileOnDevice(user, { first_name: "Rahima", mobile: "+8801811222333", email: "new@x.bd" }),
    ).toEqual({
      first_name: "Rahima",
      pending_mobile: "+8801811222333",
      pending_email: "new@x.bd",
    });
  });

  it("clears at once, and the current value again drops a pending one", () => {
    expect(profileOnDevice(user, { mobile: "", email: null })).toEqual({
      mobile: null,
      pending_mobile: null,
      email: null,
      pending_email: null,
    });
    expect(
      profileOnDevice({ ...user, pending_mobile: "+8801811222333" }, { mobile: user.mobile }),
    ).toEqual({ pending_mobile: null });
    expect(profileOnDevice(user, { email: " Rahim@Example.com " })).toEqual({
      pending_email: null,
    });
  });

  it("leaves the fields not sent alone", () => {
    expect(profileOnDevice(user, { dob: "1990-01-02" })).toEqual({ dob: "1990-01-02" });
    expect(profileOnDevice(undefined, { mobile: "+8801811222333" })).toEqual({
      pending_mobile: "+8801811222333",
    });
  });
});
