// A loan's due date as its reader reads it, in both languages, Bangla with Bangla digits.
import { screen } from "@testing-library/react";
import { renderWithProviders, type TestLocale } from "../../test/render";
import { DuePhrase } from "./DuePhrase";

const NOW = new Date(2026, 10, 30, 10).getTime();
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

function phrase(days: number, locale: TestLocale = "en") {
  const { container, unmount } = renderWithProviders(<DuePhrase dueAt={inDays(days)} now={NOW} />, {
    locale,
  });
  const text = container.textContent;
  const late = container.querySelector(".loan-due--late") !== null;
  unmount();
  return { text, late };
}

describe("DuePhrase", () => {
  it("says in how many days, tomorrow, today, or how late, in English", () => {
    expect(phrase(3).text).toBe("Due in 3 days");
    expect(phrase(1).text).toBe("Due tomorrow");
    expect(phrase(0)).toEqual({ text: "Due today", late: false });
    expect(phrase(-1)).toEqual({ text: "1 day overdue", late: true });
    expect(phrase(-12)).toEqual({ text: "12 days overdue", late: true });
  });

  it("says it in Bangla with Bangla digits", () => {
    expect(phrase(3, "bn").text).toBe("৩ দিন পর ফেরত দিতে হবে");
    expect(phrase(1, "bn").text).toBe("আগামীকাল ফেরত দিতে হবে");
    expect(phrase(-12, "bn").text).toBe("১২ দিন দেরি");
  });

  it("marks a loan due within two days as soon", () => {
    renderWithProviders(<DuePhrase dueAt={inDays(2)} now={NOW} />);
    expect(screen.getByText("Due in 2 days").className).toBe("loan-due loan-due--soon");
  });
});
