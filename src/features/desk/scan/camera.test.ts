import { afterEach, describe, expect, it, vi } from "vitest";
import { cameraProblem, hasTorch, openCamera, setTorch, stopCamera } from "./camera";

const media = Object.getOwnPropertyDescriptor(navigator, "mediaDevices");
afterEach(() => {
  if (media) Object.defineProperty(navigator, "mediaDevices", media);
  else Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("cameraProblem", () => {
  it.each([
    ["NotAllowedError", "refused"],
    ["SecurityError", "refused"],
    ["NotFoundError", "missing"],
    ["OverconstrainedError", "missing"],
    ["NotReadableError", "busy"],
    ["AbortError", "busy"],
    ["TypeError", "failed"],
  ])("%s is %s", (name, problem) => {
    expect(cameraProblem(new DOMException("x", name))).toBe(problem);
  });

  it("anything that is not an error is a failure", () => {
    expect(cameraProblem("nope")).toBe("failed");
  });
});

describe("openCamera", () => {
  it("says NotFoundError where the browser has no camera API", async () => {
    Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
    await expect(openCamera()).rejects.toMatchObject({ name: "NotFoundError" });
  });

  it("asks for the back camera without sound", async () => {
    const getUserMedia = vi.fn().mockResolvedValue("stream");
    Object.defineProperty(navigator, "mediaDevices", {
      value: { getUserMedia },
      configurable: true,
    });
    await openCamera();
    const asked = getUserMedia.mock.calls[0]![0] as MediaStreamConstraints;
    expect(asked.audio).toBe(false);
    expect(asked.video).toMatchObject({ facingMode: { ideal: "environment" } });
  });
});

describe("tracks", () => {
  it("stopCamera stops every track", () => {
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
    stopCamera({ getTracks: () => tracks } as unknown as MediaStream);
    for (const t of tracks) expect(t.stop).toHaveBeenCalledOnce();
  });

  it("hasTorch reads the track's capabilities, and setTorch asks for it", async () => {
    const track = (caps: object | undefined) =>
      ({
        getCapabilities: caps === undefined ? undefined : () => caps,
        applyConstraints: vi.fn().mockResolvedValue(undefined),
      }) as unknown as MediaStreamTrack;
    expect(hasTorch(track({ torch: true }))).toBe(true);
    expect(hasTorch(track({}))).toBe(false);
    expect(hasTorch(track(undefined))).toBe(false);
    const lit = track({ torch: true });
    await setTorch(lit, true);
    expect(lit.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
  });
});
