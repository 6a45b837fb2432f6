// The original client's reader tasks: feed, like, comment, post, report, profiles, follow lists, search.
/* global document, localStorage */
import { BASE } from "./browser.mjs";

const WAIT = 30_000;
/** A post in the client's lists (PostListItem's root). */
const POST = "div.media.border.p-3.mb-3";
const NEW_POST = "A post written in the original client";

const posted = (page, test) =>
  page.waitForResponse((r) => r.request().method() !== "GET" && test(r.url()), { timeout: WAIT });

async function answered(response) {
  const r = await response;
  if (!r.ok()) throw new Error(`${r.request().method()} ${r.url()} answered ${r.status()}`);
}

/** Each post the client holds, its comments and likes against the server's lists. */
function countsAgainstServer() {
  return async () => {
    const token = JSON.parse(localStorage.getItem("token"));
    const get = async (u) =>
      (await fetch(u, { headers: { Authorization: `Bearer ${token}` } })).json();
    const posts = document.querySelector("#app").__vue__.$store.getters.postsResponse.data;
    const wrong = [];
    for (const p of posts) {
      const [c, l] = [
        await get(`/api/posts/${p.id}/comments`),
        await get(`/api/posts/${p.id}/likes`),
      ];
      const shown = [
        p.attributes.comments_data?.data.length ?? 0,
        p.attributes.likes_data?.data.length ?? 0,
      ];
      if (shown[0] !== c.data.length || shown[1] !== l.data.length) {
        wrong.push(
          `post ${p.id} shows ${shown.join("/")} comments/likes, server ${c.data.length}/${l.data.length}`,
        );
      }
    }
    return { n: posts.length, wrong };
  };
}

/** Opens a profile's follow list, reads its names, and closes it with its OK button. */
const openedModal = async (page, button) => {
  await page.locator("button", { hasText: button }).first().click();
  const modal = page.locator(".modal.show");
  await modal.locator(".modal-body h6").first().waitFor({ timeout: WAIT });
  const names = (await modal.locator(".modal-body h6").allInnerTexts()).map((t) =>
    t
      .replace(/^\S\s+/, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  await modal.getByRole("button", { name: "OK" }).click();
  await modal.waitFor({ state: "detached", timeout: WAIT });
  const blank = names.filter((n) => n === "").length;
  return `${names.length} listed${blank ? `, ${blank} without a name` : ""}: ${names.filter(Boolean).slice(0, 3).join(", ")}…`;
};

/** [name, task(page) → note] in the order a reader does them. */
export const readerSteps = [
  [
    "the feed shows posts",
    async (page) => {
      await page.goto(`${BASE}/`);
      await page.locator(POST).first().waitFor({ timeout: WAIT });
      await page.waitForLoadState("networkidle");
      return `${await page.locator(POST).count()} posts`;
    },
  ],
  [
    "each post's comments and likes are counted once",
    async (page) => {
      const { n, wrong } = await page.evaluate(countsAgainstServer());
      if (wrong.length) throw new Error(wrong.slice(0, 2).join("; "));
      return `${n} posts agree with the server's lists`;
    },
  ],
  [
    "like a post",
    async (page) => {
      const post = page.locator(POST).first();
      const sent = posted(page, (u) => u.includes("/likes"));
      await post.locator("button", { hasText: "Like" }).click();
      await answered(sent);
      await post
        .locator("button.btn-outline-primary", { hasText: "Like" })
        .waitFor({ timeout: WAIT });
      return "the Like button is on";
    },
  ],
  [
    "unlike it",
    async (page) => {
      const post = page.locator(POST).first();
      const sent = posted(page, (u) => u.includes("/likes/"));
      await post.locator("button", { hasText: "Like" }).click();
      await answered(sent);
      await post.locator("button.btn-light", { hasText: "Like" }).waitFor({ timeout: WAIT });
      return "the Like button is off";
    },
  ],
  [
    "comment on a post",
    async (page) => {
      const post = page.locator(POST).first();
      const input = post.locator("input[placeholder='Type your comment here']");
      await input.fill("A comment from the original client");
      const sent = posted(page, (u) => u.includes("/comments"));
      await input.press("Enter");
      await answered(sent);
      await post.getByText("A comment from the original client").waitFor({ timeout: WAIT });
      return "shown under the post";
    },
  ],
  [
    "write a post",
    async (page) => {
      await page
        .getByRole("button", { name: /discussion/i })
        .first()
        .click();
      await page.locator(".modal.show textarea").fill(NEW_POST);
      const sent = posted(page, (u) => /\/api\/users\/\d+\/posts/.test(u));
      await page.getByRole("button", { name: "Post" }).click();
      await answered(sent);
      await page.locator(POST).first().getByText(NEW_POST).waitFor({ timeout: WAIT });
      return "on top of the feed";
    },
  ],
  [
    "report a post",
    async (page) => {
      const post = page.locator(POST).nth(1);
      await post.locator("a.dropdown-item", { hasText: "Report this post" }).dispatchEvent("click");
      const select = page.locator(".modal.show select");
      await page.waitForFunction(
        () => document.querySelectorAll(".modal.show select option").length > 1,
      );
      const reasons = (await select.locator("option").allTextContents()).slice(1);
      if (reasons.some((r) => r.includes("[object")))
        throw new Error(`reasons: ${reasons.join(", ")}`);
      await select.selectOption({ index: 1 });
      await page.locator(".modal.show textarea").fill("Reported from the original client");
      const sent = posted(page, (u) => u.includes("/api/"));
      await page.getByRole("button", { name: "Submit" }).click();
      await answered(sent);
      return `${reasons.length} reasons listed; sent "${reasons[0]}"`;
    },
  ],
  [
    "my profile and timeline",
    async (page) => {
      await page.goto(`${BASE}/users/me`);
      await page.locator(POST).getByText(NEW_POST).first().waitFor({ timeout: WAIT });
      return "my new post is on it";
    },
  ],
  ["whom I follow (users and libraries)", (page) => openedModal(page, /Following/)],
  ["my followers", (page) => openedModal(page, /Follower/)],
  [
    "another reader's profile and timeline",
    async (page) => {
      // Someone else who wrote on their own timeline, from the feed.
      const id = await page.evaluate(async () => {
        const token = JSON.parse(localStorage.getItem("token"));
        const me = JSON.parse(localStorage.getItem("activeUser")).id;
        const auth = { headers: { Authorization: `Bearer ${token}` } };
        const feed = await (await fetch("/api/posts", auth)).json();
        const post = feed.data.find(
          (p) => p.attributes.postable_type === "App\\Models\\User" && p.attributes.user.id !== me,
        );
        return post.attributes.user.id;
      });
      const posts = page.waitForResponse((r) => r.url().includes(`/api/users/${id}/posts`), {
        timeout: WAIT,
      });
      await page.goto(`${BASE}/users/${id}`);
      const page1 = await (await posts).json();
      await page.locator("h2").first().waitFor({ timeout: WAIT });
      await page.locator(POST).first().waitFor({ timeout: WAIT });
      await page.waitForLoadState("networkidle");
      const shown = await page.locator(POST).count();
      if (shown !== page1.data.length)
        throw new Error(`${shown} posts shown of ${page1.data.length}`);
      return `${(await page.locator("h2").first().innerText()).trim()}: ${shown} posts`;
    },
  ],
  ["search users", (page) => search(page, "users", "Karima", "Karima Begum")],
  ["search libraries", (page) => search(page, "libraries", "Alokito", "Books: 3000")],
];

async function search(page, path, term, expected) {
  await page.goto(`${BASE}/${path}`);
  const box = page.locator("input[placeholder=Search]");
  await box.waitFor({ timeout: WAIT });
  await page.waitForLoadState("networkidle");
  await box.fill(term);
  const answer = page.waitForResponse((r) => r.url().includes(`term=${term}`), { timeout: WAIT });
  await box.press("Enter");
  await answer;
  await page.getByText(expected).first().waitFor({ timeout: WAIT });
  return `"${term}" finds ${expected}`;
}
