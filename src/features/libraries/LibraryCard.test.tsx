// A library's counts use Lingui's plural forms: "1 book", "2 books", and Bangla digits in Bangla.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { LibraryCard } from "./LibraryCard";
import { makeLibrary } from "./libraryTestKit.test-util";

const counts = (books: number, members: number, followers: number) =>
  makeLibrary(7, { total_books: books, total_members: members, total_followers: followers });

describe("a library card's counts", () => {
  it("says one book, one member and one follower in the singular", async () => {
    await renderWithRouter(<LibraryCard library={counts(1, 1, 1)} />);
    expect(await screen.findByText("1 book · 1 member · 1 follower")).toBeInTheDocument();
  });

  it("says the plural for none and for many, with grouping", async () => {
    await renderWithRouter(<LibraryCard library={counts(0, 2, 12345)} />);
    expect(await screen.findByText("0 books · 2 members · 12,345 followers")).toBeInTheDocument();
  });

  it("counts in Bangla words and digits", async () => {
    await renderWithRouter(<LibraryCard library={counts(1, 2, 1500)} />, { locale: "bn" });
    expect(await screen.findByText("১টি বই · ২ জন সদস্য · ১,৫০০ জন অনুসারী")).toBeInTheDocument();
  });
});
