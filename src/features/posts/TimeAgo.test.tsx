// A post's time: "3 hours ago" at once, the full date only once a pointer comes over it.
import { act, fireEvent, screen } from "@testing-library/react";
import { TimeAgo } from "./TimeAgo";
import { activateTestLocale, renderWithProviders } from "../../test/render";

describe("TimeAgo", () => {
  it("shows the relative time, and writes the full date as its title on hover", () => {
    activateTestLocale("en");
    const value = new Date(Date.now() - 3 * 3600 * 1000).toISOString();
    renderWithProviders(<TimeAgo value={value} />);
    const time = screen.getByText("3 hours ago");
    expect(time.getAttribute("datetime")).toBe(value);
    expect(time.hasAttribute("title")).toBe(false);
    fireEvent.pointerEnter(time);
    const expected = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "full",
      timeStyle: "short",
    }).format(new Date(value));
    expect(time.getAttribute("title")).toBe(expected);
  });

  it("drops a title written in another language", () => {
    activateTestLocale("en");
    const value = new Date(Date.now() - 5 * 86400 * 1000).toISOString();
    renderWithProviders(<TimeAgo value={value} />);
    const time = screen.getByText("5 days ago");
    fireEvent.pointerEnter(time);
    expect(time.getAttribute("title")).toMatch(/\d{4}/);
    act(() => activateTestLocale("bn"));
    expect(screen.getByText("৫ দিন আগে").hasAttribute("title")).toBe(false);
  });
});
