// What another app shares reaches the server when no service worker took it: a redirect to the new post page
// (its GET) carrying the shared title, text and link, not a 404, for each of many at once.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { serverUrl } from "../test/http";
import { startSmallServer } from "../test/small-server";

/** A share as Android sends it to the manifest's share_target: a multipart form with text, a link and a picture. */
function sharedForm(): FormData {
  const form = new FormData();
  form.append("title", "A good read");
  form.append("text", "Look at this");
  form.append("url", "https://example.com/book");
  form.append("image", new Blob([new Uint8Array(2048)], { type: "image/png" }), "shared.png");
  return form;
}

describe("POST /share-target without the service worker", () => {
  it("sends the browser to the new post page with a 303, many at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${serverUrl()}/share-target`, {
          method: "POST",
          body: sharedForm(),
          redirect: "manual",
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      const to = new URL(answer.headers.get("location")!, serverUrl());
      expect(to.pathname).toBe("/share-target");
      expect(Object.fromEntries(to.searchParams)).toEqual({
        title: "A good read",
        text: "Look at this",
        url: "https://example.com/book",
      });
      await answer.body?.cancel();
    }
  });

  it("passes on no more than the text fields, cut to length, and nothing from a form too large", async () => {
    const form = new FormData();
    form.append("text", "x".repeat(5000));
    form.append("evil", "<script>");
    const cut = await fetch(`${serverUrl()}/share-target`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    const to = new URL(cut.headers.get("location")!, serverUrl());
    expect([...to.searchParams.keys()]).toEqual(["text"]);
    expect(to.searchParams.get("text")).toHaveLength(2000);

    const huge = new FormData();
    huge.append("text", "too much");
    huge.append(
      "image",
      new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/png" }),
      "big.png",
    );
    const large = await fetch(`${serverUrl()}/share-target`, {
      method: "POST",
      body: huge,
      redirect: "manual",
    });
    expect(large.status).toBe(303);
    expect(large.headers.get("location")).toBe("/share-target");
  });

  it("leads to the app's page, which opens the new post", async () => {
    // A server of its own with an index.html, so the answer does not hang on whether the app was built yet.
    const server = await startSmallServer();
    try {
      writeFileSync(
        path.join(server.staticDir, "index.html"),
        "<!doctype html><title>Pathagar</title>",
      );
      const answer = await fetch(`${server.url}/share-target`, {
        method: "POST",
        body: sharedForm(),
      });
      expect(answer.status).toBe(200);
      expect(new URL(answer.url).pathname).toBe("/share-target");
      expect(answer.headers.get("content-type")).toContain("text/html");
      expect(await answer.text()).toContain("<title>Pathagar</title>");
    } finally {
      await server.stop();
    }
  });
});
