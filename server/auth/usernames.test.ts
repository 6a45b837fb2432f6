// The app and the server take and refuse the same usernames: one table run through both checks.
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { usernameProblem } from "../../src/features/auth/username";
import { formatUsername, normaliseUsername } from "../../src/lib/usernames";
import { usernameRule } from "./rules";

const TAKEN = [
  "01711000001",
  "1711000001",
  "001711000001",
  "8801711000001",
  "+8801711000001",
  "+88 01711-000001",
  "০১৭১১-০০০০০১",
  "+৮৮০১৯১১০০০১১১",
  " 01711 000 001 ",
  "Reader@Example.COM ",
  "a.b+c@mail.example.org",
];

const REFUSED = [
  "",
  "   ",
  "0171",
  "01211000001",
  "+880171100000199",
  "+14155550100",
  "rahim",
  "rahim@",
  "a b@c.d",
  "@example.com",
  "রহিম@উদাহরণ",
  `${"a".repeat(330)}@example.com`,
];

const serverTakes = (typed: string) => v.safeParse(usernameRule, typed).success;
const appTakes = (typed: string) => usernameProblem(typed) === undefined;

describe("usernames, app and server alike", () => {
  it.each(TAKEN)("both take %j and store what the app sends", (typed) => {
    expect(appTakes(typed)).toBe(true);
    expect(serverTakes(typed)).toBe(true);
    const stored = v.parse(usernameRule, typed);
    expect(stored).toBe(normaliseUsername(typed));
    expect(v.parse(usernameRule, formatUsername(typed))).toBe(stored);
  });

  it.each(REFUSED)("both refuse %j", (typed) => {
    expect(appTakes(typed)).toBe(false);
    expect(serverTakes(typed)).toBe(false);
  });
});
