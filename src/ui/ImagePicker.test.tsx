import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const compression = vi.hoisted(() => vi.fn());
vi.mock("browser-image-compression", () => ({ default: compression }));

import { renderWithProviders } from "../test/render";
import { ImagePicker } from "./ImagePicker";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let urls = 0;

beforeEach(() => {
  urls = 0;
  compression.mockReset();
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const pick = () => screen.getByLabelText(/Photo/);

describe("ImagePicker", () => {
  it("accepts an image, compresses it, previews it and hands it over", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const small = new Blob(["small"], { type: "image/png" });
    compression.mockResolvedValue(small);
    renderWithProviders(<ImagePicker label="Photo" onChange={onChange} />);
    expect(pick()).toHaveAttribute("accept", expect.stringContaining("image/png"));
    const original = new File([PNG, new Uint8Array(4000)], "me.png", { type: "image/png" });
    await user.upload(pick(), original);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const handed = onChange.mock.calls[0]![0] as File;
    expect(handed.name).toBe("me.png");
    expect(handed.size).toBe(5);
    expect(screen.getByRole("img", { name: "Chosen picture" })).toHaveAttribute(
      "src",
      "blob:preview-1",
    );
  });

  it("refuses a file that is not an image, saying so under the field", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    renderWithProviders(<ImagePicker label="Photo" onChange={onChange} />);
    // a PDF renamed and labelled as a PNG
    await user.upload(pick(), new File(["%PDF-1.7"], "cv.png", { type: "image/png" }));
    expect(
      await screen.findByText("Choose an image file (JPEG, PNG, GIF or WebP)."),
    ).toBeInTheDocument();
    expect(pick()).toHaveAttribute("aria-invalid", "true");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the saved image, removes it, and frees replaced previews", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    compression.mockImplementation(async (file: File) => file);
    const { unmount } = renderWithProviders(
      <ImagePicker label="Photo" currentUrl="/uploads/old.jpg" onChange={onChange} />,
      { locale: "bn" },
    );
    expect(screen.getByRole("img")).toHaveAttribute("src", "/uploads/old.jpg");
    await user.click(screen.getByRole("button", { name: "ছবি সরান" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();

    await user.upload(pick(), new File([PNG], "a.png", { type: "image/png" }));
    await waitFor(() => expect(screen.getByRole("img")).toHaveAttribute("src", "blob:preview-1"));
    await user.upload(pick(), new File([PNG], "b.png", { type: "image/png" }));
    await waitFor(() => expect(screen.getByRole("img")).toHaveAttribute("src", "blob:preview-2"));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-2");
  });

  it("shows a server error for the field", () => {
    renderWithProviders(
      <ImagePicker
        label="Photo"
        onChange={() => {}}
        error={["The photo may not be larger than 2 MB."]}
      />,
    );
    expect(screen.getByText("The photo may not be larger than 2 MB.")).toBeInTheDocument();
  });
});
