// The like summary: "You", up to two names, then "N others", in English and Bangla.
import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { activateTestLocale } from "../../test/render";
import { likeParts, likeText } from "./likeText";

const user = (id: number, first_name: string) => ({
  id,
  first_name,
  surname: null,
  nickname: null,
  photo_url: null,
});
const rina = user(2, "Rina");
const tomal = user(3, "Tomal");
const asha = user(4, "Asha");
const ME = 1;

function summary(total: number, likers: ReturnType<typeof user>[], mine: boolean, you = "You") {
  return likeText(i18n, likeParts(total, likers, mine, ME, you));
}

describe("like summary in English", () => {
  it("is empty with no likes", () => {
    activateTestLocale("en");
    expect(summary(0, [], false)).toBe("");
  });
  it("names one, two, then counts the others", () => {
    activateTestLocale("en");
    expect(summary(1, [rina], false)).toBe("Rina");
    expect(summary(2, [rina, tomal], false)).toBe("Rina and Tomal");
    expect(summary(3, [rina, tomal, asha], false)).toBe("Rina, Tomal and 1 other");
    expect(summary(12, [rina, tomal, asha], false)).toBe("Rina, Tomal and 10 others");
  });
  it("puts You first when the caller likes it", () => {
    activateTestLocale("en");
    expect(summary(1, [], true)).toBe("You");
    expect(summary(2, [rina], true)).toBe("You and Rina");
    expect(summary(3, [rina, tomal], true)).toBe("You, Rina and 1 other");
    expect(summary(40, [user(ME, "Me"), rina, tomal], true)).toBe("You, Rina and 38 others");
  });
  it("counts likers it has no names for", () => {
    activateTestLocale("en");
    expect(summary(5, [], false)).toBe("5 people like this");
    expect(summary(3, [], true)).toBe("You and 2 others");
  });
});

describe("like summary in Bangla", () => {
  it("translates the joining words and uses Bangla digits", () => {
    activateTestLocale("bn");
    expect(summary(1, [], true, "আপনি")).toBe("আপনি");
    expect(summary(2, [rina, tomal], false)).toBe("Rina ও Tomal");
    expect(summary(12, [rina, tomal, asha], false)).toBe("Rina, Tomal এবং আরও ১০ জন");
    expect(summary(3, [rina], true, "আপনি")).toBe("আপনি, Rina এবং আরও ১ জন");
    expect(summary(5, [], false)).toBe("৫ জন এটি পছন্দ করেছেন");
  });
});
