import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { BookRow } from "../../../db";
import { renderWithProviders } from "../../../test/render";
import { BookLabelSheet, BOOK_LABELS_PER_SHEET } from "./BookLabelSheet";
import { chooseCopies } from "./chooseCopies";
import { decodeQrDataUrl } from "./decodeQr.test-util";
import { copyRow } from "../copyRow.test-util";

const copies: BookRow[] = Array.from({ length: 30 }, (_, i) =>
  copyRow({
    id: 100 + i,
    libraryId: 7,
    code: `AP-${String(i + 1).padStart(5, "0")}`,
    title: i % 2 ? "পথের পাঁচালী" : "Gitanjali",
    authors: ["Bibhutibhushan"],
    shelf: String(1 + (i % 3)),
    box: "B4",
    coverUrl: null,
    bookId: 1,
  }),
);

describe("BookLabelSheet", () => {
  it("holds one label per chosen copy, each with its code and a QR code that reads back as the code", () => {
    const chosen = chooseCopies(copies, { kind: "range", from: "AP-00003", to: "AP-00028" });
    renderWithProviders(<BookLabelSheet copies={chosen} libraryTitle="Alokito Pathagar" />);
    const labels = screen.getAllByRole("article");
    expect(labels).toHaveLength(26);
    expect(document.querySelectorAll(".label-page")).toHaveLength(2);
    expect(document.querySelectorAll(".label-page")[0]!.children).toHaveLength(
      BOOK_LABELS_PER_SHEET,
    );
    labels.forEach((label, i) => {
      const code = chosen[i]!.code;
      expect(within(label).getByText(code)).toBeInTheDocument();
      const qr = label.querySelector("img")!;
      expect(decodeQrDataUrl(qr.getAttribute("src")!)).toBe(code);
    });
    expect(within(labels[0]!).getByText("Shelf: 3")).toBeInTheDocument();
    expect(within(labels[0]!).getByText("Box: B4")).toBeInTheDocument();
  });

  it("prints one shelf, in Bangla, with the codes kept in ASCII", () => {
    const chosen = chooseCopies(copies, { kind: "shelf", shelf: "2" });
    renderWithProviders(<BookLabelSheet copies={chosen} libraryTitle="আলোকিত পাঠাগার" />, {
      locale: "bn",
    });
    const labels = screen.getAllByRole("article");
    expect(labels.map((l) => l.dataset.code)).toEqual(chosen.map((c) => c.code));
    expect(labels).toHaveLength(10);
    expect(within(labels[0]!).getByText("AP-00002")).toBeInTheDocument();
    expect(decodeQrDataUrl(labels[9]!.querySelector("img")!.src)).toBe("AP-00029");
  });
});
