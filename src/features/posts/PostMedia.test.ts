// Which video a post embeds: the first link an allowed player host can play; others stay plain links.
import { describe, expect, it } from "vitest";
import { firstVideoEmbed } from "./PostMedia";

describe("firstVideoEmbed", () => {
  it.each([
    [
      "Watch https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "m. https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["short https://youtu.be/dQw4w9WgXcQ.", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    [
      "https://youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    [
      "https://example.org/a then https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://evil.example/watch?v=dQw4w9WgXcQ", null],
    ["javascript:alert(1)//youtu.be/dQw4w9WgXcQ", null],
    ["no links", null],
  ])("%s", (body, embed) => {
    expect(firstVideoEmbed(body)).toBe(embed);
  });
});
