// The share page's draft: what the service worker kept wins; without it, the title, text and link the server
// passed on in the address; with neither, an empty post.
import { describe, expect, it } from "vitest";
import { draftOfShare } from "./sharedDraft";

describe("draftOfShare", () => {
  it("takes what the worker kept over the address", async () => {
    const kept = { title: "Kept", text: "kept text", url: "", image: null };
    expect(await draftOfShare(kept, { title: "Passed" })).toMatchObject({
      title: "Kept",
      body: "kept text",
    });
  });

  it("opens the title, text and link passed in the address, the link once", async () => {
    expect(
      await draftOfShare(null, {
        title: "A good read",
        text: "Look",
        url: "https://example.com/b",
      }),
    ).toEqual({
      title: "A good read",
      body: "Look\nhttps://example.com/b",
      videoUrl: "",
      image: null,
    });
    expect(
      (
        await draftOfShare(null, {
          text: "See https://example.com/b",
          url: "https://example.com/b",
        })
      ).body,
    ).toBe("See https://example.com/b");
  });

  it("opens an empty post when nothing was shared", async () => {
    expect(await draftOfShare(null, {})).toMatchObject({ title: "", body: "", image: null });
  });
});
