// Logo and cover uploads: images only, sent once, the dialog closes and the library shows the new picture.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { libraryWorld, makeLibrary } from "./libraryTestKit.test-util";
import { PictureUploadModal } from "./PictureUploadModal";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "cover.png", { type: "image/png" });

describe("PictureUploadModal", () => {
  it("refuses a file that is not an image and sends nothing", async () => {
    const world = await libraryWorld();
    const onClose = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PictureUploadModal libraryId={1} kind="cover" onClose={onClose} />);
    await user.upload(
      screen.getByTestId("library-picture-input"),
      new File(["hello"], "notes.txt", { type: "text/plain" }),
    );
    expect(await screen.findByText("Choose an image file (JPEG, PNG, WebP or GIF).")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Choose a picture first.")).toBeVisible();
    expect(world.uploads).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("uploads a cover, closes, and stores its address with a cache-busting tick", async () => {
    const world = await libraryWorld();
    await world.db.libraries.put(makeLibrary(1));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PictureUploadModal libraryId={1} kind="cover" onClose={onClose} />);
    await user.upload(screen.getByTestId("library-picture-input"), png());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(world.uploads).toEqual([{ field: "cover-photo", type: "image/png" }]);
    expect((await world.db.libraries.get(1))?.cover_photo_url).toMatch(
      /^\/uploads\/cover-photo-1\.png\?t=\d+$/,
    );
  });

  it("uploads a logo through the logo call", async () => {
    const world = await libraryWorld();
    await world.db.libraries.put(makeLibrary(1));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PictureUploadModal libraryId={1} kind="logo" onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Upload library logo" })).toBeVisible();
    await user.upload(screen.getByTestId("library-picture-input"), png());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(world.uploads.map((u) => u.field)).toEqual(["logo"]);
    expect((await world.db.libraries.get(1))?.logo_url).toMatch(/\?t=\d+$/);
  });
});
