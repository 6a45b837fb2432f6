// The awards slider moves with buttons and arrow keys, advances on its own, and stays still when paused
// or when the visitor prefers reduced motion.
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { AwardsSlider } from "./AwardsSlider";

function mockMotionPreference(reduce: boolean) {
  vi.stubGlobal("matchMedia", vi.fn().mockReturnValue({ matches: reduce }));
}

/** What the page's elements had before the stand-ins below, put back after each test for the next files. */
const STOOD_IN = ["scrollBy", "scrollTo", "clientWidth", "scrollWidth"] as const;
const originals = STOOD_IN.map((key) =>
  Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
);
afterEach(() =>
  STOOD_IN.forEach((key, i) => {
    const original = originals[i];
    if (original) Object.defineProperty(HTMLElement.prototype, key, original);
    else Reflect.deleteProperty(HTMLElement.prototype, key);
  }),
);

let scrollBy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement["scrollBy"];
  HTMLElement.prototype.scrollTo = vi.fn() as unknown as HTMLElement["scrollTo"];
  // A track wider than its window, scrolled to the start.
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get: () => 300,
  });
  Object.defineProperty(HTMLElement.prototype, "scrollWidth", {
    configurable: true,
    get: () => 1200,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("AwardsSlider", () => {
  it("moves with the arrow keys on the focused track and with the buttons", async () => {
    mockMotionPreference(false);
    const user = userEvent.setup();
    renderWithProviders(<AwardsSlider />);
    const track = screen.getByRole("list", { name: /arrow keys/ });
    fireEvent.keyDown(track, { key: "ArrowRight" });
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    await user.click(screen.getByRole("button", { name: "Next award" }));
    expect(scrollBy.mock.calls.map(([opts]) => Math.sign(opts.left))).toEqual([1, -1, 1]);
    expect(scrollBy).toHaveBeenCalledTimes(3);
    expect(screen.getAllByRole("listitem")[0]).toHaveAccessibleName("1 of 4");
  });

  it("advances on its own until paused", () => {
    vi.useFakeTimers();
    mockMotionPreference(false);
    renderWithProviders(<AwardsSlider />);
    act(() => void vi.advanceTimersByTime(6000));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    const pause = screen.getByRole("button", { name: "Pause" });
    fireEvent.click(pause);
    expect(screen.getByRole("button", { name: "Play" })).toHaveAttribute("aria-pressed", "true");
    act(() => void vi.advanceTimersByTime(30_000));
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it("starts paused when the visitor prefers reduced motion", () => {
    vi.useFakeTimers();
    mockMotionPreference(true);
    renderWithProviders(<AwardsSlider />);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play" })).toBeVisible();
  });
});
