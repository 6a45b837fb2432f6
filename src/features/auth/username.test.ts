// The messages for a username the app cannot send: required, not a Bangladeshi mobile, not an email.
import { i18n } from "@lingui/core";
import { activateTestLocale } from "../../test/render";
import { usernameProblem } from "./username";

beforeAll(() => activateTestLocale("en"));

describe("usernameProblem", () => {
  const problem = (v: string) => {
    const descriptor = usernameProblem(v);
    return descriptor && i18n._(descriptor);
  };
  it.each(["01711000001", "০১৭১১ ০০০০০১", "001711000001", "+8801911000111", "rahim@example.com"])(
    "accepts %s",
    (v) => expect(problem(v)).toBeUndefined(),
  );
  it("asks for something", () => {
    expect(problem("  ")).toBe("Mobile number or email is required");
  });
  it.each(["0171", "01211000001", "+880171100000199"])("refuses the number %s", (v) => {
    expect(problem(v)).toBe("Enter a valid Bangladeshi mobile number, e.g. 01711 000001");
  });
  it.each(["rahim", "rahim@", "a b@c.d", `${"a".repeat(330)}@example.com`])("refuses %s", (v) => {
    expect(problem(v)).toBe("Enter a mobile number or an email address");
  });
});
