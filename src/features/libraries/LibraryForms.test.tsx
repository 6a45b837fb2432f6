// Create, edit and delete a library against the fake API: field errors, post code, 404s, delete failure.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { renderWithRouter } from "../../test/render";
import { CreateLibraryScreen } from "./CreateLibraryScreen";
import { EditLibraryScreen } from "./EditLibraryScreen";
import { libraryWorld, makeLibrary } from "./libraryTestKit.test-util";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("CreateLibraryScreen", () => {
  it("shows the server's field error, then creates and opens the new library", async () => {
    const world = await libraryWorld();
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<CreateLibraryScreen />, {
      path: "/libraries/create",
    });
    await user.type(await screen.findByLabelText("Library name"), "Alokito");
    expect(screen.getByLabelText(/Web name/)).toHaveValue("alokito");
    await user.type(screen.getByLabelText("Post code"), "1216");
    await user.click(screen.getByRole("button", { name: "Create library" }));
    expect(await screen.findByText("The name has already been taken.")).toBeVisible();
    expect(world.written[0]).toMatchObject({ post_code: "1216", founded_at: null });

    await user.clear(screen.getByLabelText(/Web name/));
    await user.type(screen.getByLabelText(/Web name/), "alokito-2");
    expect(screen.queryByText("The name has already been taken.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create library" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/libraries/2"));
    expect(world.libraries.map((l) => l.name)).toEqual(["alokito", "alokito-2"]);
  });

  it("checks the name and web name before sending", async () => {
    const world = await libraryWorld();
    const user = userEvent.setup();
    await renderWithRouter(<CreateLibraryScreen />);
    await user.click(await screen.findByRole("button", { name: "Create library" }));
    expect(await screen.findByText("Give the library a name.")).toBeVisible();
    expect(world.written).toHaveLength(0);
  });
});

describe("EditLibraryScreen", () => {
  it("a library the server does not know sends the user to my libraries", async () => {
    await libraryWorld();
    const { router } = await renderWithRouter(<EditLibraryScreen id={99} />, {
      path: "/libraries/99/edit",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/libraries/my-libraries"));
  });

  it("saves the post code as post_code and returns to the library", async () => {
    const world = await libraryWorld({
      libraries: [makeLibrary(1, { name: "alokito", title: "Alokito Pathagar" })],
    });
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<EditLibraryScreen id={1} />, {
      path: "/libraries/1/edit",
    });
    const postCode = await screen.findByLabelText("Post code");
    await user.type(postCode, "1207");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/libraries/1"));
    expect(world.written[0]).toMatchObject({ post_code: "1207", founded_at: null });
    expect(world.libraries[0]!.post_code).toBe("1207");
  });

  it("a failed delete shows the alert; a successful one goes to my libraries", async () => {
    const world = await libraryWorld({ deleteFails: 500 });
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<EditLibraryScreen id={1} />, {
      path: "/libraries/1/edit",
    });
    await user.click(await screen.findByRole("button", { name: "Delete library" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Internal error, unable to delete contact.")).toBeVisible();
    expect(world.libraries).toHaveLength(1);

    world.deleteFails = null;
    await user.click(screen.getByRole("button", { name: "Delete library" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/libraries/my-libraries"));
    expect(world.libraries).toHaveLength(0);
    expect(await world.db.libraries.get(1)).toBeUndefined();
  });
});
