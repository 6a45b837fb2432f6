// Username normalisation for login, registration and reset: Bangla digits, +88/880/0 prefixes, emails.
import { i18n } from "@lingui/core";
import { activateTestLocale } from "../../test/render";
import { formatUsername, loginUsername, toAsciiDigits, usernameProblem } from "./username";

beforeAll(() => activateTestLocale("en"));

describe("toAsciiDigits", () => {
  it("reads Bangla digits as digits and leaves other text alone", () => {
    expect(toAsciiDigits("০১৭১১০০০০০১")).toBe("01711000001");
    expect(toAsciiDigits("রহিম ৫")).toBe("রহিম 5");
  });
});

describe("loginUsername", () => {
  it.each([
    ["01711000001", "+8801711000001"],
    ["1711000001", "+8801711000001"],
    ["001711000001", "+8801711000001"],
    ["8801711000001", "+8801711000001"],
    ["+8801711000001", "+8801711000001"],
    ["+88 01711-000001", "+8801711000001"],
    ["017 1100 0001", "+8801711000001"],
    ["01711-000-001", "+8801711000001"],
    ["01711,000,001", "+8801711000001"],
    ["  01711000001  ", "+8801711000001"],
    ["০১৭১১০০০০০১", "+8801711000001"],
    ["+৮৮০১৭১১০০০০০১", "+8801711000001"],
    ["১৭১১-০০০০০১", "+8801711000001"],
  ])("formats the number %s as %s", (input, expected) => {
    expect(loginUsername(input)).toBe(expected);
  });

  it.each([
    [" rahim@example.com ", "rahim@example.com"],
    ["Rahim.Uddin@Example.org", "Rahim.Uddin@Example.org"],
    ["rahim01711", "rahim01711"],
  ])("keeps the email or name %s as typed (trimmed)", (input, expected) => {
    expect(loginUsername(input)).toBe(expected);
  });
});

describe("formatUsername", () => {
  it.each([
    ["01711000001", "+8801711000001"],
    ["1711000001", "+8801711000001"],
    ["+8801711000001", "+8801711000001"],
    ["০১৭১১ ০০০০০১", "+8801711000001"],
    ["me@example.com", "me@example.com"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatUsername(input)).toBe(expected);
  });
});

describe("usernameProblem", () => {
  const problem = (v: string) => {
    const descriptor = usernameProblem(v);
    return descriptor && i18n._(descriptor);
  };
  it.each(["01711000001", "০১৭১১ ০০০০০১", "+8801911000111", "rahim@example.com"])(
    "accepts %s",
    (v) => expect(problem(v)).toBeUndefined(),
  );
  it("asks for something", () => {
    expect(problem("  ")).toBe("Mobile number or email is required");
  });
  it.each(["0171", "01211000001", "+880171100000199"])("refuses the number %s", (v) => {
    expect(problem(v)).toBe("Enter a valid Bangladeshi mobile number, e.g. 01711 000001");
  });
  it.each(["rahim", "rahim@", "a b@c.d"])("refuses %s", (v) => {
    expect(problem(v)).toBe("Enter a mobile number or an email address");
  });
});
