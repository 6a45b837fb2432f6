// Photo and cover upload: images only, resized before upload, progress shown, the new URL with its tick
// in the session, the modal closed on success and kept open with a message on failure.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "../../api/errors";
import { useSession } from "../../session/session";
import { renderWithProviders } from "../../test/render";
import { demoUser } from "../auth/fakeAuthApi.test-util";
import { ImageUploadModal } from "./ImageUploadModal";
import type { uploadImage } from "../../sync/uploadImage";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = () => new File([new Uint8Array(PNG_SIGNATURE)], "me.png", { type: "image/png" });

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn("tok", demoUser);
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

function setup(kind: "photo" | "cover", upload: typeof uploadImage) {
  const onClose = vi.fn();
  const prepare = vi.fn(
    async (file: File) => new File([file], "small.jpg", { type: "image/jpeg" }),
  );
  renderWithProviders(
    <ImageUploadModal kind={kind} open onClose={onClose} prepare={prepare} upload={upload} />,
  );
  return { onClose, prepare };
}

describe("ImageUploadModal", () => {
  it("uploads a resized photo, shows progress, stores the URL with a tick and closes", async () => {
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<typeof uploadImage>(
      (_path, _field, _file, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(40);
          finish = resolve;
        }),
    );
    const { onClose, prepare } = setup("photo", upload);
    const user = userEvent.setup();
    const dialog = screen.getByRole("dialog", { name: "Change profile photo" });
    await user.upload(within(dialog).getByLabelText("Choose an image"), png());
    expect(await within(dialog).findByAltText("Preview of the chosen picture")).toHaveAttribute(
      "src",
      "blob:preview",
    );
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(within(dialog).getByRole("progressbar")).toHaveValue(40));
    expect(within(dialog).getByText(/Uploading… 40%/)).toBeInTheDocument();
    expect(prepare).toHaveBeenCalledWith(expect.any(File), "photo");
    expect(upload).toHaveBeenCalledWith(
      "users/upload-own-photo",
      "photo",
      expect.objectContaining({ name: "small.jpg" }),
      expect.anything(),
    );
    finish("http://127.0.0.1/uploads/users/7/photo.jpg");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useSession.getState().user?.photo_url).toMatch(
      /^http:\/\/127\.0\.0\.1\/uploads\/users\/7\/photo\.jpg\?t=\d+$/,
    );
  });

  it("sends the cover to its own address and field", async () => {
    const upload = vi.fn<typeof uploadImage>(async () => "/uploads/c.jpg?v=2");
    const { onClose } = setup("cover", upload);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Choose an image"), png());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload.mock.calls[0]!.slice(0, 2)).toEqual(["users/upload-my-cover-photo", "cover"]);
    expect(useSession.getState().user?.cover_photo_url).toMatch(/^\/uploads\/c\.jpg\?v=2&t=\d+$/);
  });

  it("refuses a file named and typed as a PNG whose bytes are not one", async () => {
    const upload = vi.fn<typeof uploadImage>();
    setup("photo", upload);
    const user = userEvent.setup();
    const fake = new File(["<html>not a picture</html>"], "me.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Choose an image"), fake);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose an image file");
    expect(screen.queryByAltText("Preview of the chosen picture")).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image", async () => {
    const upload = vi.fn<typeof uploadImage>();
    setup("photo", upload);
    const user = userEvent.setup({ applyAccept: false });
    const svg = new File(["<svg onload=alert(1)>"], "x.svg", { type: "image/svg+xml" });
    await user.upload(screen.getByLabelText("Choose an image"), svg);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose an image file");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(upload).not.toHaveBeenCalled();
  });

  it("a refused upload keeps the modal open with the server's field message", async () => {
    const upload = vi.fn<typeof uploadImage>(async () => {
      throw new ApiError(422, "http", "Invalid", { photo: ["The photo must be an image."] });
    });
    const { onClose } = setup("photo", upload);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Choose an image"), png());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("The photo must be an image.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(useSession.getState().user?.photo_url).toBeNull();
  });
});
