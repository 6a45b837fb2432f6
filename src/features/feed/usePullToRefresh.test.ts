// Pull-to-refresh: a long enough pull from the top refreshes; a short one or one mid-page does not.
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { usePullToRefresh } from "./usePullToRefresh";

function touch(type: string, y?: number) {
  const event = new Event(type) as Event & { touches: { clientY: number }[] };
  Object.defineProperty(event, "touches", { value: y === undefined ? [] : [{ clientY: y }] });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe("usePullToRefresh", () => {
  it("refreshes after a pull past the threshold from the top of the page", () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => usePullToRefresh(refresh, 70));
    touch("touchstart", 100);
    touch("touchmove", 150);
    expect(result.current).toBe(50);
    touch("touchend");
    expect(refresh).not.toHaveBeenCalled();
    touch("touchstart", 100);
    touch("touchmove", 190);
    touch("touchend");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(0);
  });

  it("does nothing when the page is scrolled down", () => {
    const refresh = vi.fn();
    vi.spyOn(window, "scrollY", "get").mockReturnValue(400);
    renderHook(() => usePullToRefresh(refresh, 70));
    touch("touchstart", 100);
    touch("touchmove", 300);
    touch("touchend");
    expect(refresh).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
