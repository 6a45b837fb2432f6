// The mounted flag is true while the component is on screen and false once it has gone.
import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { useMounted } from "./useMounted";

it("is true while mounted and false after unmount", () => {
  const { result, unmount } = renderHook(() => useMounted());
  const flag = result.current;
  expect(flag.current).toBe(true);
  unmount();
  expect(flag.current).toBe(false);
});
