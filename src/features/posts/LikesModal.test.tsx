// Who likes a post: the server's pages when online (with the total), what the device knows offline.
import { wireAll } from "../../api/wire.test-util";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { fakeApi, jsonResponse } from "../../sync/testing";
import { renderWithRouter } from "../../test/render";
import { feedWorld, makePost, me, other } from "../feed/feedTestKit.test-util";
import { LikesModal } from "./LikesModal";

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const liker = (id: number, first_name: string) => ({
  id,
  user: { id, first_name, surname: null, nickname: null, photo_url: null },
  emoji_html_code: "&#128077;",
});

describe("LikesModal", () => {
  it("lists the server's likers page by page under the total", async () => {
    const world = await feedWorld();
    fakeApi((request) => {
      const page = Number(new URL(request.url).searchParams.get("page"));
      return jsonResponse(200, {
        data: wireAll(page === 1 ? [liker(2, "Asha"), liker(3, "Bina")] : [liker(4, "Chandan")]),
        links: { prev: null, next: page === 1 ? "/api/posts/5/likes?page=2" : null },
        meta: { current_page: page, last_page: 2, per_page: 2, total: 3 },
      });
    });
    world.online(true);
    const post = makePost(5, "x", { likes_data: { total: 3, users: [] } });
    await renderWithRouter(<LikesModal post={post} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Likes (3)" });
    expect(await within(dialog).findByText("Bina")).toBeInTheDocument();
    expect(within(dialog).queryByText("Chandan")).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Show more" }));
    expect(await within(dialog).findByText("Chandan")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("offline, shows the caller and the likers the device knows, and says the rest needs the internet", async () => {
    await feedWorld();
    const post = makePost(5, "x", {
      likes_data: { total: 4, users: [other] },
      my_like: { id: 9, user: me, emoji_html_code: "&#128077;" },
    });
    await renderWithRouter(<LikesModal post={post} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Likes (4)" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["RDYou👍", "TRTomal Roy👍"]);
    expect(
      within(dialog).getByText("Connect to the internet to see everyone who likes this post."),
    ).toBeInTheDocument();
  });
});
