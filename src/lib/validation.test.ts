import { afterEach, describe, expect, it } from "vitest";
import { activateTestLocale } from "../test/render";
import {
  Email,
  LoginForm,
  MemberRequestForm,
  Otc,
  Phone,
  PostForm,
  ReportForm,
  firstIssue,
  optional,
  validate,
} from "./validation";

afterEach(() => activateTestLocale("en"));

describe("validation (SPEC §5)", () => {
  it("requires a post body that is not just spaces", () => {
    activateTestLocale("en");
    expect(validate(PostForm, { body: "   " })).toEqual({
      ok: false,
      errors: { body: ["Write something to post."] },
    });
    expect(validate(PostForm, { body: " hello " })).toEqual({ ok: true, value: { body: "hello" } });
  });

  it("checks email and phone patterns", () => {
    expect(firstIssue(Email, "reader@example.com")).toBeUndefined();
    expect(firstIssue(Email, "reader@")).toBe("Enter a valid email address.");
    expect(firstIssue(Phone, "+8801712345678")).toBeUndefined();
    expect(firstIssue(Phone, "+123456")).toBeUndefined();
    expect(firstIssue(Phone, "+12345")).toMatch(/6 to 14 digits/);
    expect(firstIssue(Phone, "+123456789012345")).toMatch(/6 to 14 digits/);
    expect(firstIssue(Phone, "01712345678")).toMatch(/6 to 14 digits/);
    expect(firstIssue(optional(Phone), "")).toBeUndefined();
    expect(firstIssue(optional(Phone), "12")).toMatch(/6 to 14 digits/);
  });

  it("one-time code: required, digits only, at most 6", () => {
    expect(firstIssue(Otc, "")).toBe("One Time Code is required");
    expect(firstIssue(Otc, "12a4")).toBe("The code has digits only.");
    expect(firstIssue(Otc, "1234567")).toBe("The code has at most 6 digits.");
    expect(firstIssue(Otc, "123456")).toBeUndefined();
    expect(firstIssue(Otc, "42")).toBeUndefined();
  });

  it("username and password: required, at most 330 characters", () => {
    const long = "x".repeat(331);
    const result = validate(LoginForm, { username: long, password: "" });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: ["Use at most 330 characters."],
        password: ["Enter your password."],
      },
    });
    expect(validate(LoginForm, { username: "x".repeat(330), password: "p".repeat(330) }).ok).toBe(
      true,
    );
  });

  it("report needs a subject and a body; a member request needs the agreement", () => {
    expect(validate(ReportForm, { complain_type_id: "", body: "" })).toEqual({
      ok: false,
      errors: {
        complain_type_id: ["Please select an option"],
        body: ["This field is required."],
      },
    });
    expect(validate(MemberRequestForm, { agreed: false }).ok).toBe(false);
    expect(validate(MemberRequestForm, { agreed: true }).ok).toBe(true);
  });

  it("messages follow the active language", () => {
    activateTestLocale("bn");
    expect(firstIssue(Otc, "")).toBe("ওয়ান টাইম কোড দিতে হবে");
    expect(validate(LoginForm, { username: "x".repeat(331), password: "a" })).toEqual({
      ok: false,
      errors: { username: ["সর্বোচ্চ ৩৩০টি অক্ষর লিখুন।"] },
    });
  });
});
