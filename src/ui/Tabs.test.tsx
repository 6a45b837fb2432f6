import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "../test/render";
import { Tab, Tabs } from "./Tabs";

describe("Tabs", () => {
  it("is a labelled nav of links; the router marks the current one and follows clicks", async () => {
    const { router } = await renderWithRouter(
      <Tabs label="Profile sections">
        <Tab to="/help">Help</Tab>
        <Tab to="/about">About</Tab>
      </Tabs>,
      { path: "/help" },
    );
    const nav = screen.getByRole("navigation", { name: "Profile sections" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Help" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
    await userEvent.click(screen.getByRole("link", { name: "About" }));
    expect(router.state.location.pathname).toBe("/about");
    expect(await screen.findByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("lets the screen force the current tab (a default tab without its search param)", async () => {
    await renderWithRouter(
      <Tabs label="Library sections">
        <Tab to="/" search={{ tab: "timeline" }} current>
          Timeline
        </Tab>
        <Tab to="/" search={{ tab: "books" }} current={false}>
          Books
        </Tab>
      </Tabs>,
      { path: "/" },
    );
    expect(screen.getByRole("link", { name: "Timeline" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Books" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Books" })).toHaveAttribute("href", "/?tab=books");
  });
});
