// "Save for offline" while saving: which list it is at, in words, with a moving bar (each list is one answer,
// so there is no share of pages to show), in English and Bangla.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import type { SaveForOffline } from "./offline";
import { SaveOffline } from "./SaveOffline";

const saving = (phase: "books" | "members"): SaveForOffline => ({
  enabled: true,
  savedAt: null,
  job: { running: true, failed: false, progress: { phase } },
  setEnabled: async () => {},
});

describe("SaveOffline", () => {
  it("says which list it is saving, under a bar that shows no made-up share", () => {
    const { rerender } = renderWithProviders(<SaveOffline libraryId={1} state={saving("books")} />);
    expect(screen.getByRole("status")).toHaveTextContent("Saving books…");
    const bar = screen.getByRole("progressbar", { name: "Saving books and members" });
    expect(bar).not.toHaveAttribute("value");
    rerender(<SaveOffline libraryId={1} state={saving("members")} />);
    expect(screen.getByRole("status")).toHaveTextContent("Saving members…");
  });

  it("says it in Bangla", () => {
    renderWithProviders(<SaveOffline libraryId={1} state={saving("members")} />, { locale: "bn" });
    expect(screen.getByRole("status")).toHaveTextContent("সদস্য সংরক্ষণ হচ্ছে…");
  });
});
