// The build's and the server's HTML as a page shows it before any script: no scripts or preload links, and for
// a picture laid over the app, no ids.
import { renderToStaticMarkup } from "react-dom/server";
import { staticOnly, withoutIds } from "./static-html";

describe("staticOnly", () => {
  it("drops scripts and links, keeps the rest", () => {
    expect(staticOnly('<link rel="preload" href="/a.js"><p>x</p><script>go()</script>')).toBe(
      "<p>x</p>",
    );
  });
});

describe("withoutIds", () => {
  it("drops every id attribute and keeps text that reads like one", () => {
    const html = renderToStaticMarkup(
      <main id="main" className="shell-main">
        <h1 id="title">{'Say id="main" here'}</h1>
        <a href="/" title={'an id="x" in a title'} data-id="7">
          Home
        </a>
      </main>,
    );
    expect(withoutIds(html)).toBe(
      '<main class="shell-main"><h1>Say id=&quot;main&quot; here</h1>' +
        '<a href="/" title="an id=&quot;x&quot; in a title" data-id="7">Home</a></main>',
    );
  });
});
