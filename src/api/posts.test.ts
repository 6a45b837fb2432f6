// Post writes go out as multipart (image included) and edits as POST with _method=PUT, each with its key.
import { wirePost } from "./wire.test-util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "./client";
import { createPost, updatePost } from "./posts";

const user = { id: 1, first_name: "R", surname: null, nickname: null, photo_url: null };
const post = {
  id: 9,
  title: null,
  body: "b",
  image_url: "/storage/x.png",
  created_at: "2026-11-22T10:00:00.000Z",
  user,
  postable_type: "library" as const,
  postable: { id: 3, name: "lib", title: "Lib", logo_url: null },
  comments_data: { total: 0, latest: [] },
  likes_data: { total: 0, users: [] },
  my_like: null,
};

afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

describe("posts API", () => {
  it("creates with multipart form data including the image, and edits with _method=PUT", async () => {
    const seen: { url: string; method: string; key: string | null; form: FormData }[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      seen.push({
        url: request.url,
        method: request.method,
        key: request.headers.get("Idempotency-Key"),
        form: await request.formData(),
      });
      return new Response(JSON.stringify({ data: wirePost(post) }), { status: 201 });
    });
    configureApi({
      prefixUrl: "http://api.test/api",
      fetch: fetchMock as unknown as typeof fetch,
      token: () => "t",
    });
    const image = new Blob(["png-bytes"], { type: "image/png" });
    const created = await createPost({ type: "library", id: 3 }, { body: "hello", image }, "key-1");
    expect(created.id).toBe(9);
    expect(seen[0]).toMatchObject({
      url: "http://api.test/api/libraries/3/posts",
      method: "POST",
      key: "key-1",
    });
    expect(seen[0]!.form.get("body")).toBe("hello");
    const sent = seen[0]!.form.get("image") as File;
    expect(sent.size).toBe(9);
    expect(sent.type).toBe("image/png");
    expect(seen[0]!.form.has("title")).toBe(false);

    await updatePost({ type: "user", id: 1 }, 9, { body: "edited" }, "key-2");
    expect(seen[1]).toMatchObject({
      url: "http://api.test/api/users/1/posts/9?_method=PUT",
      method: "POST",
      key: "key-2",
    });
    expect(seen[1]!.form.get("_method")).toBe("PUT");
    expect(seen[1]!.form.get("body")).toBe("edited");
    // No title: sent empty, so the server clears it rather than keeping the old one.
    expect(seen[1]!.form.get("title")).toBe("");
  });
});
