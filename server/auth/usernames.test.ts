// Usernames as stored: lower-cased emails and Bangladeshi mobiles in E.164, whatever way they were typed.
import { describe, expect, it } from "vitest";
import { normaliseUsername, usernameKind } from "./usernames";

describe("normaliseUsername", () => {
  it.each([
    ["01711000001", "+8801711000001"],
    ["1711000001", "+8801711000001"],
    ["+8801711000001", "+8801711000001"],
    ["8801711000001", "+8801711000001"],
    ["০১৭১১-০০০০০১", "+8801711000001"],
    [" 01711 000 001 ", "+8801711000001"],
    ["Reader@Example.COM ", "reader@example.com"],
  ])("%s → %s", (typed, stored) => {
    expect(normaliseUsername(typed)).toBe(stored);
  });
});

describe("usernameKind", () => {
  it("accepts Bangladeshi mobiles and emails only", () => {
    expect(usernameKind("+8801711000001")).toBe("mobile");
    expect(usernameKind("reader@example.com")).toBe("email");
    expect(usernameKind("+8801211111111")).toBeNull();
    expect(usernameKind("+14155550100")).toBeNull();
    expect(usernameKind("not a username")).toBeNull();
    expect(usernameKind("")).toBeNull();
    expect(usernameKind(`${"a".repeat(330)}@example.com`)).toBeNull();
  });
});
