// Edit-profile form data: initial values with a queued edit on top, changed fields only, local checks.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { activateTestLocale } from "../../test/render";
import { demoUser } from "../auth/fakeAuthApi.test-util";
import { changedFields, formFromUser, validateProfile, type ProfileForm } from "./profileForm";

beforeAll(() => activateTestLocale("en"));

const base: ProfileForm = formFromUser(demoUser);

describe("formFromUser", () => {
  it("takes the user's fields, empty strings for nulls", () => {
    expect(formFromUser({ ...demoUser, surname: null, dob: null })).toEqual({
      first_name: "Rahim",
      surname: "",
      mobile: "+8801711000001",
      email: "rahim@example.com",
      dob: "",
      gender: "m",
    });
    expect(formFromUser(null).first_name).toBe("");
  });

  it("shows a queued edit over the stored profile", () => {
    expect(formFromUser(demoUser, { first_name: "Rahima", email: "" })).toMatchObject({
      first_name: "Rahima",
      email: "",
      surname: "Uddin",
    });
  });
});

describe("changedFields", () => {
  it("sends only what changed, trimmed, with the mobile as +880", () => {
    expect(changedFields(base, { ...base })).toEqual({});
    expect(
      changedFields(base, {
        ...base,
        first_name: " Rahim  ",
        surname: "Mia",
        mobile: "০১৮১১ ২২২৩৩৩",
      }),
    ).toEqual({ surname: "Mia", mobile: "+8801811222333" });
    expect(changedFields(base, { ...base, email: "" })).toEqual({ email: "" });
  });
});

describe("validateProfile", () => {
  const messages = (form: ProfileForm) =>
    Object.fromEntries(
      Object.entries(validateProfile(form)).map(([k, m]) => [k, i18n._(m as MessageDescriptor)]),
    );

  it("accepts a complete profile and empty optional fields", () => {
    expect(messages(base)).toEqual({});
    expect(messages({ ...base, email: "", mobile: "", dob: "", surname: "" })).toEqual({});
  });

  it("requires a first name, a valid email and a phone of + and 6 to 14 digits", () => {
    expect(messages({ ...base, first_name: " ", email: "rahim@", mobile: "12-34" })).toEqual({
      first_name: "First name is required",
      email: "Enter a valid email address",
      mobile: "Enter a mobile number with its country code, e.g. +8801711000001",
    });
    expect(messages({ ...base, mobile: "+123456789012345" }).mobile).toBeDefined();
    expect(messages({ ...base, mobile: "+447911123456" }).mobile).toBeUndefined();
  });
});
