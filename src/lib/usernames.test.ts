// Username rules shared by the app and the server: Bangla digits, +88/880/0 prefixes, emails, the length limit.
import {
  formatUsername,
  MAX_CREDENTIAL_LENGTH,
  normaliseUsername,
  toAsciiDigits,
  usernameKind,
} from "./usernames";

describe("toAsciiDigits", () => {
  it("reads Bangla digits as digits and leaves other text alone", () => {
    expect(toAsciiDigits("০১৭১১০০০০০১")).toBe("01711000001");
    expect(toAsciiDigits("রহিম ৫")).toBe("রহিম 5");
  });
});

describe("formatUsername", () => {
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
    ["০১৭১১ ০০০০০১", "+8801711000001"],
    ["+৮৮০১৭১১০০০০০১", "+8801711000001"],
    ["১৭১১-০০০০০১", "+8801711000001"],
  ])("formats the number %s as %s", (input, expected) => {
    expect(formatUsername(input)).toBe(expected);
  });

  it.each([
    [" rahim@example.com ", "rahim@example.com"],
    ["Rahim.Uddin@Example.org", "Rahim.Uddin@Example.org"],
    ["rahim01711", "rahim01711"],
  ])("keeps the email or name %s as typed (trimmed)", (input, expected) => {
    expect(formatUsername(input)).toBe(expected);
  });
});

describe("normaliseUsername", () => {
  it.each([
    ["01711000001", "+8801711000001"],
    ["০১৭১১-০০০০০১", "+8801711000001"],
    [" 01711 000 001 ", "+8801711000001"],
    ["Reader@Example.COM ", "reader@example.com"],
  ])("stores %s as %s", (typed, stored) => {
    expect(normaliseUsername(typed)).toBe(stored);
  });
});

describe("usernameKind", () => {
  it("accepts Bangladeshi mobiles and emails only, up to the length limit", () => {
    expect(usernameKind("+8801711000001")).toBe("mobile");
    expect(usernameKind("reader@example.com")).toBe("email");
    expect(usernameKind("+8801211111111")).toBeNull();
    expect(usernameKind("+14155550100")).toBeNull();
    expect(usernameKind("not a username")).toBeNull();
    expect(usernameKind("")).toBeNull();
    const local = "a".repeat(MAX_CREDENTIAL_LENGTH - "@example.com".length);
    expect(usernameKind(`${local}@example.com`)).toBe("email");
    expect(usernameKind(`a${local}@example.com`)).toBeNull();
  });
});
