// Sharing a link: the share sheet where there is one, else the clipboard with a notice.
import { afterEach, describe, expect, it, vi } from "vitest";
import { shareLink } from "./share";
import { useToastStore } from "./toast";

const nav = navigator as Navigator & { share?: unknown; clipboard?: unknown };
const setNavigator = (name: "share" | "clipboard", value: unknown) =>
  Object.defineProperty(nav, name, { configurable: true, value });

afterEach(() => {
  setNavigator("share", undefined);
  setNavigator("clipboard", undefined);
  useToastStore.getState().clear();
});

describe("shareLink", () => {
  it("hands a whole address of this site to the share sheet", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator("share", share);
    expect(await shareLink({ title: "Alokito", url: "/libraries/3" })).toBe("shared");
    expect(share).toHaveBeenCalledWith({
      title: "Alokito",
      url: `${location.origin}/libraries/3`,
    });
  });

  it("does nothing more when the person closes the sheet", async () => {
    setNavigator("share", vi.fn().mockRejectedValue(new DOMException("no", "AbortError")));
    const writeText = vi.fn();
    setNavigator("clipboard", { writeText });
    expect(await shareLink({ title: "x", url: "/a" })).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link and says so where there is no sheet, or the sheet refused", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator("clipboard", { writeText });
    expect(await shareLink({ title: "x", url: "/courses/a b" })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/courses/a%20b`);
    setNavigator("share", vi.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")));
    expect(await shareLink({ title: "x", url: "/b" })).toBe("copied");
    const toasts = useToastStore.getState().toasts;
    expect(toasts.map((t) => t.tone)).toEqual(["success", "success"]);
  });

  it("shows the link itself when it cannot be copied", async () => {
    setNavigator("clipboard", { writeText: vi.fn().mockRejectedValue(new Error("denied")) });
    expect(await shareLink({ title: "x", url: "/c" })).toBe("failed");
    const [toast] = useToastStore.getState().toasts;
    expect(toast?.tone).toBe("error");
    expect(JSON.stringify(toast?.message)).toContain(`${location.origin}/c`);
  });
});
