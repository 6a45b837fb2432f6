import { describe, expect, it } from "vitest";
import { likeSummary } from "./likeSummary";

describe("likeSummary", () => {
  it("names up to two others when I have not liked", () => {
    expect(likeSummary({ total: 0, names: [], likedByMe: false })).toEqual({
      you: false,
      names: [],
      others: 0,
      total: 0,
    });
    expect(likeSummary({ total: 1, names: ["Rahim"], likedByMe: false })).toMatchObject({
      names: ["Rahim"],
      others: 0,
    });
    expect(
      likeSummary({ total: 7, names: ["Rahim", "Karim", "Salma"], likedByMe: false }),
    ).toMatchObject({ you: false, names: ["Rahim", "Karim"], others: 5 });
  });

  it("puts You first and then one name", () => {
    expect(likeSummary({ total: 1, names: [], likedByMe: true })).toMatchObject({
      you: true,
      names: [],
      others: 0,
    });
    expect(likeSummary({ total: 2, names: ["Rahim", "Karim"], likedByMe: true })).toMatchObject({
      you: true,
      names: ["Rahim"],
      others: 0,
    });
    expect(likeSummary({ total: 10, names: ["Rahim", "Karim"], likedByMe: true })).toMatchObject({
      names: ["Rahim"],
      others: 8,
    });
  });

  it("counts the likers it has no names for and never goes negative", () => {
    expect(likeSummary({ total: 5, names: [], likedByMe: false })).toMatchObject({
      names: [],
      others: 5,
    });
    expect(likeSummary({ total: 1, names: ["Rahim", "Karim"], likedByMe: false })).toMatchObject({
      names: ["Rahim"],
      others: 0,
    });
    // an optimistic like not yet counted by the server
    expect(likeSummary({ total: 0, names: [], likedByMe: true })).toMatchObject({
      you: true,
      others: 0,
      total: 1,
    });
    expect(likeSummary({ total: 3, names: ["  ", "Karim"], likedByMe: false })).toMatchObject({
      names: ["Karim"],
      others: 2,
    });
  });
});
