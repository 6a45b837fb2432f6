import { describe, expect, it } from "vitest";
import { videoEmbedUrl } from "./videoLinks";

const YT = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

describe("videoEmbedUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=10",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "  https://youtu.be/dQw4w9WgXcQ  ",
  ])("YouTube %s", (u) => expect(videoEmbedUrl(u)).toBe(YT));

  it("Vimeo", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it.each([
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "data:text/html,https://youtu.be/dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evilyoutube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be.evil.example/dQw4w9WgXcQ",
    "https://user@youtu.be/dQw4w9WgXcQ",
    "https://youtu.be:8443/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    "https://vimeo.com/abc",
    "https://vimeo.com.evil.example/76979871",
    "ftp://youtu.be/dQw4w9WgXcQ",
    "not a url",
    "",
  ])("rejects %s", (u) => expect(videoEmbedUrl(u)).toBeNull());
});
