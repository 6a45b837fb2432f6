// The pricing page lists the four monthly packages of SPEC §9, with the numbers in the reader's language.
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { PricingScreen } from "./PricingScreen";

const rows = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

it("shows packages 0 to 3 in Taka", () => {
  renderWithProviders(<PricingScreen />);
  expect(rows().map((row) => row.slice(0, 4))).toEqual([
    ["Package 0", "৳ 0", "Up to 500", "Up to 100"],
    ["Package 1", "৳ 100", "501 to 1,000", "101 to 200"],
    ["Package 2", "৳ 500", "1,001 to 2,000", "201 to 500"],
    ["Package 3", "৳ 1,000", "2,001 to 3,000", "501 to 1,000"],
  ]);
  expect(rows()[3]![4]).toMatch(/^All features/);
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Package 0",
    "Package 1",
    "Package 2",
    "Package 3",
  ]);
});

it("shows the largest package in Bangla with Bangla digits", () => {
  renderWithProviders(<PricingScreen />, { locale: "bn" });
  expect(rows()[3]!.slice(0, 4)).toEqual([
    "প্যাকেজ ৩",
    "৳ ১,০০০",
    "২,০০১ থেকে ৩,০০০",
    "৫০১ থেকে ১,০০০",
  ]);
  expect(rows()[3]![4]).toMatch(/^সব সুবিধা/);
});
