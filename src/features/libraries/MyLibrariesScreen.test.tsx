// My libraries (from the server, then from the device offline) and the library page in Bangla.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithRouter } from "../../test/render";
import { LibraryScreen } from "./LibraryScreen";
import { libraryWorld, makeLibrary } from "./libraryTestKit.test-util";
import { MyLibrariesScreen } from "./MyLibrariesScreen";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("MyLibrariesScreen", () => {
  it("lists the libraries I belong to, and still does offline", async () => {
    const world = await libraryWorld({
      libraries: [
        makeLibrary(1, { title: "Alokito Pathagar" }),
        makeLibrary(2, { title: "Boi Ghor" }),
      ],
      myLibraryIds: [2],
    });
    const first = await renderWithRouter(<MyLibrariesScreen />);
    expect(await screen.findByRole("link", { name: "Boi Ghor" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Alokito Pathagar" })).toBeNull();
    first.unmount();

    world.online(false);
    world.unreachable = true;
    await renderWithRouter(<MyLibrariesScreen />);
    expect(await screen.findByRole("link", { name: "Boi Ghor" })).toBeVisible();
  });

  it("says so when I belong to no library", async () => {
    await libraryWorld();
    await renderWithRouter(<MyLibrariesScreen />);
    expect(await screen.findByText("You are not a member of any library yet.")).toBeVisible();
  });
});

describe("the library page in Bangla", () => {
  it("shows counts with Bangla digits and Bangla tab names", async () => {
    await libraryWorld({
      libraries: [
        makeLibrary(1, { title: "আলোকিত পাঠাগার", total_books: 3000, total_members: 300 }),
      ],
    });
    await renderWithRouter(<LibraryScreen id={1} />, { locale: "bn" });
    expect(await screen.findByRole("heading", { level: 1, name: "আলোকিত পাঠাগার" })).toBeVisible();
    expect(screen.getByRole("link", { name: "বই (৩,০০০)" })).toBeVisible();
    expect(screen.getByRole("link", { name: "সদস্য (৩০০)" })).toBeVisible();
    expect(screen.getByRole("button", { name: "১০ জন অনুসারী" })).toBeVisible();
  });
});
