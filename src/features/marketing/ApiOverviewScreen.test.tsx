// The API overview lists the calls from the server's OpenAPI document, and keeps the last copy for offline.
import { screen, within } from "@testing-library/react";
import { configureApi } from "../../api";
import { renderWithProviders } from "../../test/render";
import { ApiOverviewScreen } from "./ApiOverviewScreen";

const doc = {
  openapi: "3.1.0",
  info: { title: "Pathagar API", version: "1.0.0" },
  paths: {
    "/api/posts": { get: { summary: "Your news feed", tags: ["posts"] } },
    "/api/courses": {
      get: { summary: "Search training courses", tags: ["courses"], security: [] },
    },
  },
};

function serve(answer: () => Promise<Response>) {
  configureApi({
    prefixUrl: "http://api.test/api",
    fetch: vi.fn(answer) as unknown as typeof fetch,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined }));

describe("API overview", () => {
  it("lists each call from the server's document, grouped, marking public ones", async () => {
    serve(
      async () =>
        new Response(JSON.stringify(doc), { headers: { "content-type": "application/json" } }),
    );
    renderWithProviders(<ApiOverviewScreen />);
    const courses = await screen.findByRole("region", { name: "courses" });
    expect(within(courses).getByText("/api/courses")).toBeVisible();
    expect(within(courses).getByText("no sign-in needed")).toBeVisible();
    const posts = screen.getByRole("region", { name: "posts" });
    expect(within(posts).getByText("Your news feed")).toBeVisible();
    expect(within(posts).queryByText("no sign-in needed")).toBeNull();
    expect(JSON.parse(localStorage.getItem("api_overview") ?? "null")).toMatchObject({
      openapi: "3.1.0",
    });
  });

  it("shows the stored copy when the server cannot be reached", async () => {
    localStorage.setItem("api_overview", JSON.stringify(doc));
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    renderWithProviders(<ApiOverviewScreen />);
    expect(await screen.findByText("/api/posts")).toBeVisible();
  });

  it("says a connection is needed when there is no copy and no network", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    renderWithProviders(<ApiOverviewScreen />);
    expect(await screen.findByText(/needs a connection the first time/)).toBeVisible();
  });
});
