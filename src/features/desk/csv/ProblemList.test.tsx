// The problem list in Bangla: line numbers in Bangla digits, the field's Bangla name, the value as it was;
// the bad rows' count in plural forms and each language's digits.
import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { BadRowsDownload } from "./BadRowsDownload";
import { parseCsvText } from "./parseCsv";
import { ProblemList } from "./ProblemList";

it("names the line in Bangla digits, the field in Bangla and the bad value", () => {
  renderWithProviders(
    <ProblemList
      problems={[
        {
          index: 1234,
          line: 1241,
          field: "isbn",
          value: "978-0-306-40615-X",
          message: "The isbn field must be a valid ISBN.",
        },
        { index: 5, line: 9, field: "title", value: "", message: "The title field is required." },
      ]}
    />,
    { locale: "bn" },
  );
  const items = within(screen.getByTestId("import-problems")).getAllByRole("listitem");
  expect(items.map((li) => li.textContent)).toEqual([
    "লাইন ১২৪১: আইএসবিএন “978-0-306-40615-X”: The isbn field must be a valid ISBN.",
    "লাইন ৯: শিরোনাম (ফাঁকা): The title field is required.",
  ]);
});

it("counts the rows to fix through plural forms, in Bangla digits in Bangla", () => {
  const file = parseCsvText("a.csv", "Title\nA\nB\n");
  const bad = (n: number) =>
    Array.from({ length: n }, (_, index) => ({
      index,
      line: index + 2,
      field: "title",
      value: "",
      message: "x",
    }));
  const { unmount } = renderWithProviders(<BadRowsDownload file={file} problems={bad(1)} />);
  expect(screen.getByRole("button")).toHaveTextContent("Download the 1 row to fix");
  unmount();
  renderWithProviders(<BadRowsDownload file={file} problems={bad(2)} />, { locale: "bn" });
  expect(screen.getByRole("button")).toHaveTextContent("ঠিক করার ২টি সারি ডাউনলোড করুন");
});
