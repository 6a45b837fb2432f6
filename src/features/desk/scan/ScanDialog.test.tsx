import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderWithProviders, type TestLocale } from "../../../test/render";
import { ScanDialog } from "./ScanDialog";
import {
  fakeDetector,
  fakeStream,
  fakeTrack,
  installCamera,
  scene,
  stubVideo,
  type FakeTrack,
} from "./scanTestKit.test-util";

const detectorMade = vi.fn(() => Promise.resolve(fakeDetector));
vi.mock("./detector", () => ({ createDetector: () => detectorMade() }));

const ISBN = { rawValue: "9789843380135", format: "ean_13" };
const MISREAD = { rawValue: "9789843380136", format: "ean_13" };
const LABEL = { rawValue: "AP-03001", format: "code_128" };

let track: FakeTrack;
beforeEach(() => {
  stubVideo();
  scene.codes = [];
  fakeDetector.detect.mockClear();
  detectorMade.mockClear();
  track = fakeTrack();
  installCamera(() => Promise.resolve(fakeStream(track)));
});
afterEach(() => Reflect.deleteProperty(navigator, "mediaDevices"));

function Harness(props: { continuous?: boolean; onCode: (code: string, format: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ScanDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Scan a book"
      continuous={props.continuous}
      onCode={props.onCode}
    />
  );
}

function show(onCode = vi.fn(), { continuous = false, locale = "en" as TestLocale } = {}) {
  const view = renderWithProviders(<Harness onCode={onCode} continuous={continuous} />, { locale });
  return { onCode, ...view };
}

/** Waits until the reader has looked at the picture `n` more times (the loop is running). */
async function readsMore(n: number) {
  const seen = fakeDetector.detect.mock.calls.length;
  await waitFor(() =>
    expect(fakeDetector.detect.mock.calls.length).toBeGreaterThanOrEqual(seen + n),
  );
}

describe("ScanDialog, once", () => {
  it("sends the first good read, closes, and turns the camera off", async () => {
    const { onCode } = show();
    expect(await screen.findByText("Hold the barcode inside the frame.")).toBeInTheDocument();
    scene.codes = [ISBN];
    await waitFor(() => expect(onCode).toHaveBeenCalledWith("9789843380135", "ean_13"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // A read can land before the camera's promise does; the late stream is then stopped on arrival.
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(onCode).toHaveBeenCalledOnce();
  });

  it("ignores an ISBN barcode whose check digit is wrong", async () => {
    const { onCode } = show();
    scene.codes = [MISREAD];
    await readsMore(3);
    expect(onCode).not.toHaveBeenCalled();
    scene.codes = [MISREAD, LABEL];
    await waitFor(() => expect(onCode).toHaveBeenCalledWith("AP-03001", "code_128"));
  });

  it("stops the camera when closed before reading, and one that opens too late at once", async () => {
    const first = show();
    await screen.findByText("Hold the barcode inside the frame.");
    first.unmount();
    expect(track.stop).toHaveBeenCalled();

    let answer: (s: MediaStream) => void = () => undefined;
    const late = fakeTrack();
    installCamera(() => new Promise((r) => (answer = r)));
    const second = show();
    second.unmount();
    answer(fakeStream(late));
    await waitFor(() => expect(late.stop).toHaveBeenCalled());
  });
});

describe("ScanDialog, continuous", () => {
  it("asks to confirm each code, never reads the one in view again, and goes on", async () => {
    const user = userEvent.setup();
    const { onCode } = show(vi.fn(), { continuous: true });
    scene.codes = [ISBN];
    const confirm = await screen.findByRole("button", { name: "Confirm and scan next" });
    expect(screen.getByRole("group", { name: "Code read" })).toHaveTextContent("9789843380135");
    expect(onCode).not.toHaveBeenCalled();
    await user.click(confirm);
    expect(onCode).toHaveBeenCalledWith("9789843380135", "ean_13");
    expect(screen.getByText(/Confirmed: 1/)).toBeInTheDocument();

    // The same book stays in front of the camera: it is not offered again.
    await readsMore(3);
    expect(screen.queryByRole("group", { name: "Code read" })).not.toBeInTheDocument();

    scene.codes = [LABEL];
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(onCode).toHaveBeenCalledOnce();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
  });
});

describe("ScanDialog, torch", () => {
  it("offers the torch only where the camera has one, and switches it", async () => {
    const user = userEvent.setup();
    track = fakeTrack(true);
    installCamera(() => Promise.resolve(fakeStream(track)));
    show();
    const torch = await screen.findByRole("button", { name: "Torch" });
    expect(torch).toHaveAttribute("aria-pressed", "false");
    await user.click(torch);
    expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: true }] });
    await waitFor(() => expect(torch).toHaveAttribute("aria-pressed", "true"));
    await user.click(torch);
    expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: false }] });
    await waitFor(() => expect(torch).toHaveAttribute("aria-pressed", "false"));
  });

  it("has no torch button on a camera without one", async () => {
    show();
    await screen.findByText("Hold the barcode inside the frame.");
    expect(screen.queryByRole("button", { name: "Torch" })).not.toBeInTheDocument();
  });
});

describe("ScanDialog, when the camera cannot be used", () => {
  const refuse = (name: string) => () => Promise.reject(new DOMException("no", name));

  it.each([
    ["NotAllowedError", /may not use the camera/],
    ["NotFoundError", /No camera was found/],
    ["NotReadableError", /being used by another app/],
    ["OverconstrainedError", /No camera was found/],
    ["TypeError", /could not start/],
  ])("%s says so", async (name, message) => {
    installCamera(refuse(name));
    show();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("textbox", { name: "Or type the code" })).toBeInTheDocument();
  });

  it("says there is no camera where the browser has no camera API", async () => {
    installCamera("none");
    show();
    expect(await screen.findByRole("alert")).toHaveTextContent(/No camera was found/);
  });

  it("says it in Bangla", async () => {
    installCamera(refuse("NotAllowedError"));
    show(vi.fn(), { locale: "bn" });
    expect(await screen.findByRole("alert")).toHaveTextContent(/ক্যামেরা/);
  });

  it("tries a busy camera again", async () => {
    const user = userEvent.setup();
    const getUserMedia = installCamera(refuse("NotReadableError"));
    show();
    await screen.findByRole("alert");
    getUserMedia.mockImplementation(() => Promise.resolve(fakeStream(track)));
    await user.click(screen.getByRole("button", { name: "Try the camera again" }));
    expect(await screen.findByText("Hold the barcode inside the frame.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when no barcode reader can be loaded", async () => {
    detectorMade.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    show();
    expect(
      await screen.findByText("This browser cannot read barcodes here. Type the code below."),
    ).toBeInTheDocument();
  });
});

describe("ScanDialog, typing", () => {
  it("sends a typed code or ISBN like a read, and refuses an ISBN with a wrong check digit", async () => {
    const user = userEvent.setup();
    const { onCode } = show(vi.fn(), { continuous: true });
    const field = screen.getByRole("textbox", { name: "Or type the code" });
    await user.type(field, "978-984-33-8013-6{Enter}");
    expect(field).toHaveAccessibleDescription(/last digit does not match/);
    expect(onCode).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, "978-984-33-8013-5{Enter}");
    expect(onCode).toHaveBeenLastCalledWith("9789843380135", "typed");
    await user.type(field, " AP-03001 {Enter}");
    expect(onCode).toHaveBeenLastCalledWith("AP-03001", "typed");
    expect(field).toHaveValue("");
  });

  it("closes after a typed code when reading once", async () => {
    const user = userEvent.setup();
    const { onCode } = show();
    await user.type(screen.getByRole("textbox", { name: "Or type the code" }), "AP-03001{Enter}");
    expect(onCode).toHaveBeenCalledWith("AP-03001", "typed");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
