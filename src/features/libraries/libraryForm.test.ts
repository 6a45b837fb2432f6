import { describe, expect, it } from "vitest";
import { emptyLibraryForm, formToBody, suggestHandle } from "./libraryForm";

describe("library form", () => {
  it("sends the post code as post_code and leaves founded_at alone", () => {
    const body = formToBody({
      ...emptyLibraryForm(),
      title: "Alo",
      name: "alo",
      post_code: "1207",
    });
    expect(body.post_code).toBe("1207");
    expect(body.founded_at).toBeNull();
  });

  it("turns blanks into null and counts into whole numbers", () => {
    const body = formToBody({
      ...emptyLibraryForm(),
      title: "  Alo  ",
      email: " ",
      total_regular_news_papers: "3.7",
      total_regular_magazines: "",
    });
    expect(body).toMatchObject({
      title: "Alo",
      email: null,
      total_regular_news_papers: 3,
      total_regular_magazines: 0,
    });
  });

  it("suggests a web handle from a Latin name", () => {
    expect(suggestHandle("Alokito Pathagar, Mirpur")).toBe("alokito-pathagar-mirpur");
    expect(suggestHandle("Café Library")).toBe("cafe-library");
  });
});
