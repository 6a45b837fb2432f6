// The feed picture: kept only for the top of the feed of the signed-in reader, without dialogs or pictures that
// exist only in this page, with the stylesheets the app added; the overlay goes once the feed is on screen.
import { render } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { useSession } from "../session/session";
import { dropSnapshotOverlay, feedPictureShown, useFeedSnapshot } from "./feed-snapshot";
import { captureFeedSnapshot, saveFeedSnapshot } from "./feed-snapshot-capture";

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

beforeEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  i18n.loadAndActivate({ locale: "en", messages: {} });
  window.history.replaceState(null, "", "/");
  document.head.querySelectorAll("link").forEach((l) => l.remove());
  useSession.getState().signIn("token", { id: 7, first_name: "Rahim" } as never);
});

describe("captureFeedSnapshot", () => {
  it("keeps the reader, the language, the markup and the rules of the stylesheets the app added", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" data-static href="/assets/index.css"><link rel="stylesheet" href="/assets/feed.css">';
    const [own, added] = document.head.querySelectorAll("link");
    const sheet = (rule: string) => ({ cssRules: [{ cssText: rule }] });
    Object.defineProperty(own, "sheet", { value: sheet("body { margin: 0px; }") });
    Object.defineProperty(added, "sheet", { value: sheet(".post-card { padding: 8px; }") });
    page('<article class="post-card">Hello</article>');
    expect(captureFeedSnapshot(7)).toEqual({
      user: 7,
      lang: "en",
      html: '<article class="post-card">Hello</article>',
      css: ".post-card { padding: 8px; }",
    });
  });

  it("keeps only the rules that shape the page and the posts that start on the screen", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/feed.css">';
    const styleRule = (selectorText: string) => ({ selectorText, cssText: `${selectorText} {}` });
    Object.defineProperty(document.head.querySelector("link"), "sheet", {
      value: {
        cssRules: [
          styleRule(".post-card"),
          styleRule(".post-card::before"),
          styleRule(".course-card"),
          styleRule(".post-card:hover"),
          { cssRules: [styleRule(".post-card__body")], cssText: "@media (width > 40em) {}" },
          { cssRules: [styleRule(".library-tabs")], cssText: "@media print {}" },
          { cssText: "@keyframes spin {}" },
        ],
      },
    });
    page(
      '<div class="post-list__item" data-index="0"><article class="post-card"><p class="post-card__body">on screen</p></article></div>' +
        '<div class="post-list__item" data-index="1"><article class="post-card">below</article></div>',
    );
    const tops: Record<string, number> = { "0": 300, "1": window.innerHeight + 10 };
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: tops[this.dataset.index ?? ""] ?? 0 } as DOMRect;
    });
    const snapshot = captureFeedSnapshot(7)!;
    expect(snapshot.css.split("\n")).toEqual([
      ".post-card {}",
      ".post-card::before {}",
      "@media (width > 40em) {}",
      "@keyframes spin {}",
    ]);
    expect(snapshot.html).toContain("on screen");
    expect(snapshot.html).not.toContain("below");
  });

  it("takes no picture away from the top of the feed, or with a dialog or menu open", () => {
    page("<p>feed</p>");
    window.history.replaceState(null, "", "/libraries");
    expect(captureFeedSnapshot(7)).toBeNull();
    window.history.replaceState(null, "", "/");
    page('<p>feed</p><div role="dialog">Start a discussion</div>');
    expect(captureFeedSnapshot(7)).toBeNull();
    page('<button aria-expanded="true">Menu</button>');
    expect(captureFeedSnapshot(7)).toBeNull();
  });

  it("drops pictures that live only in this page, video frames, ids, and whatever is too big", () => {
    page('<img src="blob:http://x/1" alt="pending"><img src="/uploads/a.webp" alt="sent">');
    const html = captureFeedSnapshot(7)!.html;
    expect(html).not.toContain("blob:");
    expect(html).toContain("/uploads/a.webp");
    page(
      '<div class="ui-video"><iframe src="https://www.youtube-nocookie.com/embed/x" title="Talk"></iframe></div>',
    );
    expect(captureFeedSnapshot(7)!.html).toBe('<div class="ui-video"></div>');
    page('<main id="main"><h1 id="title">News Feed</h1></main>');
    expect(captureFeedSnapshot(7)!.html).toBe("<main><h1>News Feed</h1></main>");
    page(`<p>${"x".repeat(250_000)}</p>`);
    expect(captureFeedSnapshot(7)).toBeNull();
  });
});

describe("saveFeedSnapshot", () => {
  it("stores the picture of the signed-in reader only", () => {
    page("<p>feed</p>");
    saveFeedSnapshot(8);
    expect(localStorage.getItem("feed_snapshot")).toBeNull();
    saveFeedSnapshot(7);
    expect(JSON.parse(localStorage.getItem("feed_snapshot")!).user).toBe(7);
    // The server is told the device keeps a picture of this reader in this language.
    expect(document.cookie).toContain("pathagar_picture=7:en");
    useSession.getState().signOut();
    expect(document.cookie).not.toContain("pathagar_picture");
    saveFeedSnapshot(7);
    expect(localStorage.getItem("feed_snapshot")).toBeNull();
  });
});

describe("the overlay", () => {
  const POSTS = ["post"];
  function Feed({ ready }: { ready: boolean }) {
    useFeedSnapshot(ready ? POSTS : undefined);
    return null;
  }

  const overlay = () => {
    const el = document.createElement("div");
    el.setAttribute("data-snapshot", "");
    document.body.appendChild(el);
  };

  it("stays until the feed is ready, then goes", async () => {
    overlay();
    const view = render(<Feed ready={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector("[data-snapshot]")).not.toBeNull();
    view.rerender(<Feed ready />);
    await vi.waitFor(() => expect(document.querySelector("[data-snapshot]")).toBeNull());
  });

  it("waits for a stylesheet still loading before it goes", async () => {
    overlay();
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = "/assets/feed.css";
    document.head.appendChild(sheet);
    try {
      render(<Feed ready />);
      // Frames pass (jsdom runs them on timers); the sheet has not come.
      await new Promise((r) => setTimeout(r, 100));
      expect(document.querySelector("[data-snapshot]")).not.toBeNull();
      sheet.dispatchEvent(new Event("load"));
      await vi.waitFor(() => expect(document.querySelector("[data-snapshot]")).toBeNull());
    } finally {
      sheet.remove();
    }
  });

  it("goes when the feed screen does, ready or not", () => {
    overlay();
    const view = render(<Feed ready={false} />);
    view.unmount();
    expect(document.querySelector("[data-snapshot]")).toBeNull();
    overlay();
    dropSnapshotOverlay();
    expect(document.querySelector("[data-snapshot]")).toBeNull();
  });
});

describe("feedPictureShown", () => {
  afterEach(() => document.documentElement.removeAttribute("data-server-picture"));

  it("is true under the device's picture, or the server's once the start-up script accepted it", () => {
    page("");
    expect(feedPictureShown()).toBe(false);
    document.body.insertAdjacentHTML("beforeend", "<div data-snapshot></div>");
    expect(feedPictureShown()).toBe(true);
    document.body.innerHTML = '<div id="root"></div><div data-snapshot data-server></div>';
    // The server's picture of another reader or language stays hidden.
    document.documentElement.setAttribute("data-server-picture", "7:bn");
    expect(feedPictureShown()).toBe(false);
    document.documentElement.setAttribute("data-server-picture", "ok");
    expect(feedPictureShown()).toBe(true);
  });
});
