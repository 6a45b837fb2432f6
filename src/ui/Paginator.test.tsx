import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test/render";
import { Paginator } from "./Paginator";

describe("Paginator", () => {
  it("lists pages by the SPEC rule, marks the current one and reports the count", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Paginator page={25} lastPage={50} total={1000} shown={20} onChange={onChange} />,
    );
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const pages = within(nav)
      .getAllByRole("button", { name: /^Page / })
      .map((b) => b.textContent);
    expect(pages).toEqual([..."1 2 3 4 5 6 7 8 9 10 22 23 24 25 26 27 28 49 50".split(" ")]);
    expect(screen.getByRole("button", { name: "Page 25" })).toHaveAttribute("aria-current", "page");
    expect(nav).toHaveTextContent("Items: 20 of 1,000");
    await userEvent.click(screen.getByRole("button", { name: "Page 49" }));
    expect(onChange).toHaveBeenLastCalledWith(49);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onChange).toHaveBeenLastCalledWith(26);
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onChange).toHaveBeenLastCalledWith(24);
  });

  it("disables stepping past the ends and hides the page list for a single page", () => {
    const { rerender } = renderWithProviders(
      <Paginator page={1} lastPage={3} total={50} shown={20} onChange={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    rerender(<Paginator page={1} lastPage={1} total={5} shown={5} onChange={() => {}} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Items: 5 of 5")).toBeInTheDocument();
  });

  it("uses Bangla digits and words in Bangla", () => {
    renderWithProviders(
      <Paginator page={2} lastPage={3} total={45} shown={20} onChange={() => {}} />,
      { locale: "bn" },
    );
    expect(screen.getByRole("button", { name: "পৃষ্ঠা ২" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("আইটেম: ৪৫টির মধ্যে ২০টি")).toBeInTheDocument();
  });
});
