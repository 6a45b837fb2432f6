// The library list with the fake API: search and the SPEC §9 paginator at 1, 13, 14 and 50 pages.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithRouter } from "../../test/render";
import { LibrariesScreen } from "./LibrariesScreen";
import { libraryWorld, makeLibrary } from "./libraryTestKit.test-util";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const many = (n: number) => Array.from({ length: n }, (_, i) => makeLibrary(i + 1));

/** The paginator's page buttons as text, "…" for a gap. */
function pagesShown(): string {
  const nav = screen.getByRole("navigation", { name: "Library pages" });
  return [...nav.querySelectorAll(".ui-paginator__pages li")]
    .map((li) => li.textContent?.trim() ?? "")
    .filter((text) => text !== "‹" && text !== "›")
    .join(" ");
}

const range = (a: number, b: number) =>
  Array.from({ length: b - a + 1 }, (_, i) => String(a + i)).join(" ");

describe("LibrariesScreen", () => {
  it("one page: no page buttons, only 'Items: x of total'", async () => {
    await libraryWorld({ libraries: many(3) });
    await renderWithRouter(<LibrariesScreen />);
    expect(await screen.findByRole("link", { name: "Library 3" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Library pages" });
    expect(within(nav).queryAllByRole("button")).toHaveLength(0);
    expect(nav).toHaveTextContent("Items: 3 of 3");
  });

  it("13 pages are all listed, wherever the current page is", async () => {
    await libraryWorld({ libraries: many(13), perPage: 1 });
    for (const current of [1, 7, 13]) {
      const view = await renderWithRouter(<LibrariesScreen page={current} />);
      await screen.findByRole("link", { name: `Library ${current}` });
      expect(pagesShown()).toBe(range(1, 13));
      view.unmount();
    }
  });

  it("14 and 50 pages: first 10, current ± 3 and the last 2 with gaps", async () => {
    const world = await libraryWorld({ libraries: many(14), perPage: 1 });
    let view = await renderWithRouter(<LibrariesScreen page={1} />);
    await screen.findByRole("link", { name: "Library 1" });
    expect(pagesShown()).toBe(`${range(1, 10)} … 13 14`);
    view.unmount();

    world.libraries = many(1000);
    world.perPage = 20;
    for (const [current, expected] of [
      [1, `${range(1, 10)} … 49 50`],
      [25, `${range(1, 10)} … ${range(22, 28)} … 49 50`],
      [50, `${range(1, 10)} … ${range(47, 50)}`],
    ] as const) {
      view = await renderWithRouter(<LibrariesScreen page={current} />);
      await screen.findByRole("link", { name: `Library ${(current - 1) * 20 + 1}` });
      expect(pagesShown()).toBe(expected);
      expect(screen.getByText("Items: 20 of 1,000")).toBeInTheDocument();
      view.unmount();
    }
  });

  it("asks the server for the chosen page and the typed term, and keeps them in the URL", async () => {
    const world = await libraryWorld({
      libraries: [...many(30), makeLibrary(99, { title: "Alokito Pathagar" })],
    });
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<LibrariesScreen />, { path: "/libraries" });
    await screen.findByRole("link", { name: "Library 1" });
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));

    await user.type(screen.getByRole("searchbox", { name: "Search libraries" }), "alokito{enter}");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ term: "alokito" }));
    await renderWithRouter(<LibrariesScreen term="alokito" />);
    expect(await screen.findByRole("link", { name: "Alokito Pathagar" })).toBeInTheDocument();
    expect(world.requests.some((r) => r.search.includes("term=alokito"))).toBe(true);
  });

  it("offline, searches the libraries saved on the device", async () => {
    const world = await libraryWorld({
      libraries: [
        makeLibrary(1, { title: "Alokito Pathagar" }),
        makeLibrary(2, { title: "Boi Ghor" }),
      ],
    });
    const first = await renderWithRouter(<LibrariesScreen />);
    await screen.findByRole("link", { name: "Boi Ghor" });
    first.unmount();
    world.online(false);
    await renderWithRouter(<LibrariesScreen term="boi" />);
    expect(await screen.findByRole("link", { name: "Boi Ghor" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Alokito Pathagar" })).toBeNull();
    expect(screen.getByText("Showing what is saved on this device.")).toBeInTheDocument();
  });
});
