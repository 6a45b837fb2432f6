import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import type { BookRow } from "../../../db";
import { renderWithProviders } from "../../../test/render";
import { copyRow } from "../copyRow.test-util";
import { BOOK_LABELS_PER_SHEET, BookLabelSheet } from "./BookLabelSheet";
import { LabelCount } from "./BookLabelsScreen";
import { SheetPager } from "./SheetPager";

const copies: BookRow[] = Array.from({ length: 300 }, (_, i) =>
  copyRow({ id: i + 1, code: `AP-${String(i + 1).padStart(5, "0")}` }),
);

const drawn = (root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>(".book-label")].map((l) => l.dataset.code);

function renderPager(onPrinted?: (items: BookRow[]) => Promise<(() => Promise<void>) | void>) {
  return renderWithProviders(
    <SheetPager
      items={copies}
      perSheet={BOOK_LABELS_PER_SHEET}
      count="300 labels on 13 A4 sheets"
      renderSheets={(page, className, firstSheet) => (
        <BookLabelSheet
          copies={page}
          libraryTitle="Alokito"
          className={className}
          firstSheet={firstSheet}
        />
      )}
      {...(onPrinted ? { onPrinted } : {})}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("SheetPager", () => {
  it("draws one sheet at a time and moves through them", () => {
    renderPager();
    expect(drawn()).toHaveLength(24);
    expect(drawn()[0]).toBe("AP-00001");
    expect(screen.getByText("Sheet 1 of 13")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next sheet" }));
    expect(drawn()).toHaveLength(24);
    expect(drawn()[0]).toBe("AP-00025");
    expect(document.querySelector(".label-page")?.getAttribute("data-sheet")).toBe("2");
    expect(screen.getByRole("button", { name: "Print sheets 1–10 of 13" })).toBeEnabled();
  });

  it("prints a chosen batch of sheets, drawn only for the print, then marks them printed", async () => {
    const printed: (string | undefined)[][] = [];
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      printed.push(drawn(document.querySelector(".print-batch")!));
    });
    const marked: BookRow[][] = [];
    renderPager(async (items) => {
      marked.push(items);
    });
    fireEvent.change(screen.getByLabelText("Sheets to print"), { target: { value: "1" } });
    // The preview moves to the batch's first sheet.
    expect(drawn()[0]).toBe("AP-00241");
    expect(document.querySelector(".print-batch")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Print sheets 11–13 of 13" }));
    await screen.findByText("Sheets 11–13 went to the printer.");
    expect(print).toHaveBeenCalledOnce();
    expect(printed[0]).toHaveLength(60);
    expect(printed[0]![0]).toBe("AP-00241");
    expect(printed[0]!.at(-1)).toBe("AP-00300");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Mark these as printed" }));
    });
    expect(marked.map((m) => m.length)).toEqual([60]);
    expect(document.querySelector(".print-batch")).toBeNull();
    expect(screen.queryByText("Sheets 11–13 went to the printer.")).toBeNull();
  });

  it("takes a marked batch back when its print failed after all", async () => {
    vi.spyOn(window, "print").mockImplementation(() => undefined);
    const taken: string[] = [];
    renderPager(async (items) => async () => {
      taken.push(...items.map((c) => c.code));
    });
    fireEvent.change(screen.getByLabelText("Sheets to print"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Print sheets 11–13 of 13" }));
    const mark = await screen.findByRole(
      "button",
      { name: "Mark these as printed" },
      { timeout: 10_000 },
    );
    await act(async () => {
      fireEvent.click(mark);
    });
    expect(screen.getByText("Marked as printed: Sheets 11–13.")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(
        screen.getByRole("button", { name: "Print failed? Keep them as not printed" }),
      );
    });
    expect(taken).toHaveLength(60);
    expect(taken[0]).toBe("AP-00241");
    expect(screen.queryByText("Marked as printed: Sheets 11–13.")).toBeNull();
  });

  it("lets a batch that did not print go without marking it", async () => {
    vi.spyOn(window, "print").mockImplementation(() => undefined);
    const marked = vi.fn(async () => undefined);
    renderPager(marked);
    fireEvent.click(screen.getByRole("button", { name: "Print sheets 1–10 of 13" }));
    fireEvent.click(await screen.findByRole("button", { name: "Not printed" }));
    expect(marked).not.toHaveBeenCalled();
    expect(document.querySelector(".print-batch")).toBeNull();
  });
});

describe("the count before anything is drawn", () => {
  it("says labels and sheets with plurals, in English and in Bangla digits", () => {
    const { unmount } = renderWithProviders(<LabelCount count={1} />);
    expect(document.body.textContent).toBe("1 label on 1 A4 sheet");
    unmount();
    renderWithProviders(<LabelCount count={5950} />);
    expect(document.body.textContent).toBe("5,950 labels on 248 A4 sheets");
  });

  it("pages in Bangla", () => {
    renderWithProviders(<LabelCount count={5950} />, { locale: "bn" });
    expect(document.body.textContent).toBe("২৪৮টি A4 পাতায় ৫,৯৫০টি লেবেল");
  });

  it("names the sheets and the batch to print in Bangla", () => {
    renderWithProviders(
      <SheetPager
        items={copies}
        perSheet={BOOK_LABELS_PER_SHEET}
        count=""
        renderSheets={(page) => <BookLabelSheet copies={page} libraryTitle="আলোকিত" />}
      />,
      { locale: "bn" },
    );
    expect(screen.getByText("১৩টির মধ্যে ১ নম্বর পাতা")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "১৩টির মধ্যে ১–১০ নম্বর পাতা ছাপুন" }),
    ).toBeInTheDocument();
  });
});
