// The desk's member search on the device: a mobile in any typed form finds the stored +880… number, and a
// name is found in either script.
import { describe, expect, it } from "vitest";
import { memberFilter } from "./memberSearch";

const rina = {
  first_name: "Rina",
  surname: "Akter",
  nickname: null,
  member_code: "AP-M0007",
  mobile: "+8801712345678",
};
const other = { ...rina, first_name: "Karim", member_code: "AP-M0008", mobile: "+8801811000000" };
const found = (term: string) => [rina, other].filter(memberFilter(term)).map((m) => m.first_name);

describe("memberFilter", () => {
  it("finds a mobile typed with spaces, dashes, brackets, +88/88 or Bangla digits", () => {
    for (const typed of [
      "01712345678",
      "017-1234 5678",
      "0171 234-5678",
      "+8801712345678",
      "+880 1712-345678",
      "8801712345678",
      "(017) 1234 5678",
      "০১৭১২৩৪৫৬৭৮",
      "01712 345",
    ])
      expect(found(typed), typed).toEqual(["Rina"]);
  });

  it("compares whole numbers, so a mobile stored in its local form is found by +880…", () => {
    const local = { ...rina, mobile: "01712-345678" };
    expect([local].filter(memberFilter("+8801712345678"))).toEqual([local]);
    expect([local].filter(memberFilter("8801712345678"))).toEqual([local]);
  });

  it("keeps finding by name words, code and the end of a number", () => {
    expect(found("rina akt")).toEqual(["Rina"]);
    expect(found("m0008")).toEqual(["Karim"]);
    expect(found("5678")).toEqual(["Rina"]);
    expect(found("")).toEqual(["Rina", "Karim"]);
    expect(found("017-9999 9999")).toEqual([]);
  });

  it("finds a Bangla name typed in Latin letters, and a Latin name typed in Bangla", () => {
    const suman = { ...rina, first_name: "সুমন", surname: "আকন্দ", member_code: "AP-M0009" };
    const sumon = { ...rina, first_name: "Sumon", surname: "Das", member_code: "AP-M0010" };
    const people = [rina, other, suman, sumon];
    const names = (term: string) =>
      people.filter(memberFilter(term)).map((m) => `${m.first_name} ${m.surname}`);
    expect(names("Suman")).toEqual(["সুমন আকন্দ", "Sumon Das"]);
    expect(names("suman akondo")).toEqual(["সুমন আকন্দ"]);
    expect(names("সুমন")).toEqual(["সুমন আকন্দ", "Sumon Das"]);
    expect(names("করিম")).toEqual(["Karim Akter"]);
    // A word that is not a name's start in either script finds nobody.
    expect(names("Nasrin")).toEqual([]);
  });
});
