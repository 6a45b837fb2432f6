// A shared text and link become a post's body.
import { describe, expect, it } from "vitest";
import { sharedBody } from "./shared-content";

describe("sharedBody", () => {
  it("puts the link under the text", () => {
    expect(sharedBody({ text: "Read this", url: "https://a.example/x" })).toBe(
      "Read this\nhttps://a.example/x",
    );
  });
  it("does not repeat a link the text holds already, and leaves out what is empty", () => {
    expect(sharedBody({ text: "See https://a.example/x", url: "https://a.example/x" })).toBe(
      "See https://a.example/x",
    );
    expect(sharedBody({ text: "", url: "https://a.example/x" })).toBe("https://a.example/x");
    expect(sharedBody({ text: "Only text", url: "" })).toBe("Only text");
  });
});
