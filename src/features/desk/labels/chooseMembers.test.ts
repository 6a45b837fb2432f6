import { describe, expect, it } from "vitest";
import type { MemberRow } from "../../../db";
import { makeMember } from "../../libraries/libraryTestKit.test-util";
import { startOfDay } from "./chooseCopies";
import { chooseMembers } from "./chooseMembers";

const DAY = 86_400_000;
const now = new Date(2026, 10, 29, 15, 0);
const todayStart = startOfDay(now);
const code = (n: number) => `AP-M${String(n).padStart(5, "0")}`;

/** 4,000 members in code order: one joined a day, the newest today; AP-M00099, AP-M00199… inactive. */
const members: MemberRow[] = Array.from({ length: 4000 }, (_, i) => ({
  ...makeMember(i + 1, `Reader ${i + 1}`),
  member_code: code(i + 1),
  active: (i + 1) % 100 !== 99,
  joined_at: new Date(now.getTime() - (3999 - i) * DAY).toISOString(),
}));
const codes = (rows: MemberRow[]) => rows.map((m) => m.member_code);

describe("chooseMembers over thousands of members", () => {
  it("takes every active member, or those whose card was not printed on this device", () => {
    expect(chooseMembers(members, { kind: "all" })).toHaveLength(3960);
    const printed = new Set(Array.from({ length: 2500 }, (_, i) => code(i + 1)));
    const unprinted = chooseMembers(members, { kind: "unprinted" }, { printed, todayStart });
    // 1,500 not printed, 15 of them inactive.
    expect(unprinted).toHaveLength(1485);
    expect(unprinted[0]!.member_code).toBe(code(2501));
  });

  it("takes those who joined today or in the last 7 days, and a member added here not sent yet", () => {
    const context = { printed: new Set<string>(), todayStart };
    expect(codes(chooseMembers(members, { kind: "today" }, context))).toEqual([code(4000)]);
    expect(codes(chooseMembers(members, { kind: "week" }, context))).toEqual(
      // AP-M03999 is inactive.
      [3994, 3995, 3996, 3997, 3998, 4000].map(code),
    );
    const added: MemberRow = {
      ...members[0]!,
      id: "tmp-1",
      member_code: "AP-M04001",
      joined_at: null,
    };
    expect(codes(chooseMembers([...members, added], { kind: "today" }, context))).toEqual([
      code(4000),
      "AP-M04001",
    ]);
  });

  it("takes a range of member codes as people read them, either end open, inactive left out", () => {
    expect(
      codes(chooseMembers(members, { kind: "range", from: "ap-m00098", to: "AP-M00101" })),
    ).toEqual([code(98), code(100), code(101)]);
    expect(chooseMembers(members, { kind: "range", from: "AP-M03990", to: "" })).toHaveLength(10);
    expect(chooseMembers(members, { kind: "range", from: " ", to: "" })).toEqual([]);
  });

  it("takes the ticked members, inactive ones too, in code order", () => {
    expect(codes(chooseMembers(members, { kind: "selected", ids: [300, 99, 2] }))).toEqual([
      code(2),
      code(99),
      code(300),
    ]);
  });
});
