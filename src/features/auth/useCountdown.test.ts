// Countdown of the code modal: whole seconds from the deadline, reaching 0 and stopping there.
import { act, renderHook } from "@testing-library/react";
import { secondsLeft, useCountdown } from "./useCountdown";

afterEach(() => vi.useRealTimers());

describe("secondsLeft", () => {
  it("rounds up to whole seconds and never goes below zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 100)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
});

describe("useCountdown", () => {
  it("counts down from the deadline to zero", () => {
    vi.useFakeTimers({ now: 0 });
    const { result } = renderHook(({ d }) => useCountdown(d), { initialProps: { d: 30_000 } });
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(29);
    act(() => vi.advanceTimersByTime(28_500));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it("starts again from a new deadline at once, and is null without one", () => {
    vi.useFakeTimers({ now: 0 });
    const { result, rerender } = renderHook(({ d }: { d: number | null }) => useCountdown(d), {
      initialProps: { d: 5_000 as number | null },
    });
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current).toBe(0);
    rerender({ d: 6_000 + 30_000 });
    expect(result.current).toBe(30);
    rerender({ d: null });
    expect(result.current).toBeNull();
  });

  it("follows the clock, not the number of ticks (a sleeping tab catches up)", () => {
    vi.useFakeTimers({ now: 0 });
    const { result } = renderHook(() => useCountdown(30_000));
    vi.setSystemTime(20_000);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(10);
  });
});
