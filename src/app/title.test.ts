// Title overrides: each screen removes only its own, whatever order effects and cleanups run in.
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { selectTitleOverride, useDocumentTitle, useTitleOverride } from "./title";

const shown = () => selectTitleOverride(useTitleOverride.getState());

describe("useDocumentTitle", () => {
  it("shows the newest override and falls back as screens leave, in any order", () => {
    const first = renderHook(() => useDocumentTitle("alokito"));
    expect(shown()).toBe("alokito");
    const second = renderHook(() => useDocumentTitle("Alokito Pathagar"));
    expect(shown()).toBe("Alokito Pathagar");
    // The first screen leaves after the second took over (a cleanup running late): the second stays.
    first.unmount();
    expect(shown()).toBe("Alokito Pathagar");
    second.unmount();
    expect(shown()).toBeNull();
  });

  it("follows a changing title and ignores an empty one", () => {
    const { rerender, unmount } = renderHook(({ t }) => useDocumentTitle(t), {
      initialProps: { t: null as string | null },
    });
    expect(shown()).toBeNull();
    rerender({ t: "Karima" });
    expect(shown()).toBe("Karima");
    rerender({ t: "Karima Begum" });
    expect(shown()).toBe("Karima Begum");
    expect(useTitleOverride.getState().entries).toHaveLength(1);
    unmount();
    expect(shown()).toBeNull();
  });
});
