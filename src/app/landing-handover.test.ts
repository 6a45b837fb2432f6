// The app taking over the landing index.html painted: a pressed pointer lifts first, and the clicked button and the
// focus move to the same elements of the app's render.
import { LANDING_MARK } from "./landing-marks";
import { elementAt, pathTo, takeOverLanding } from "./landing-handover";

const PAGE =
  '<header><a href="/login">Login</a><button type="button">বাংলা</button></header>' +
  '<main><button type="button">Pause</button><button type="button">Next</button></main>';

function landing(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div data-prerendered>${PAGE}</div></div>`;
  return document.getElementById("root")!;
}

/** What the app renders: the same page, with a listener on every button. */
function renderApp(root: HTMLElement, html = PAGE): string[] {
  const clicks: string[] = [];
  root.innerHTML = html;
  for (const b of root.querySelectorAll("button")) {
    b.addEventListener("click", () => clicks.push(b.textContent ?? ""));
  }
  return clicks;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.documentElement.removeAttribute(LANDING_MARK.pressed);
  document.body.innerHTML = "";
});

describe("element paths", () => {
  it("finds an element again by its path, and nothing outside the top", () => {
    const root = landing();
    const top = root.firstElementChild!;
    const next = top.querySelectorAll("button")[2]!;
    expect(pathTo(top, next)).toEqual([1, 1]);
    expect(elementAt(top, [1, 1])).toBe(next);
    expect(elementAt(top, [1, 5])).toBeNull();
    expect(pathTo(top, document.body)).toBeNull();
  });
});

describe("takeOverLanding", () => {
  it("clicks the button clicked on the landing, and focuses what had the focus, in the app", async () => {
    const root = landing();
    const [toggle, pause] = root.querySelectorAll("button");
    toggle!.setAttribute(LANDING_MARK.clicked, "");
    pause!.focus();
    const resume = await takeOverLanding(root);
    const clicks = renderApp(root);
    resume();
    expect(clicks).toEqual(["বাংলা"]);
    expect(document.activeElement?.textContent).toBe("Pause");
    expect(root.contains(document.activeElement)).toBe(true);
  });

  it("waits for the app's render, and leaves an element that is not the same alone", async () => {
    const root = landing();
    root.querySelectorAll("button")[2]!.setAttribute(LANDING_MARK.clicked, "");
    const resume = await takeOverLanding(root);
    root.replaceChildren();
    resume();
    await frame();
    const clicks = renderApp(root);
    await frame();
    await frame();
    expect(clicks).toEqual(["Next"]);

    const again = landing();
    again.querySelectorAll("button")[2]!.setAttribute(LANDING_MARK.clicked, "");
    const resumeOther = await takeOverLanding(again);
    const otherClicks = renderApp(again, PAGE.replace("Next", "Previous"));
    resumeOther();
    await frame();
    expect(otherClicks).toEqual([]);
  });

  it("waits while a pointer is pressed on the page, until it lifts", async () => {
    const root = landing();
    document.documentElement.setAttribute(LANDING_MARK.pressed, "");
    let done = false;
    const taking = takeOverLanding(root).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    document.documentElement.removeAttribute(LANDING_MARK.pressed);
    await taking;
    expect(done).toBe(true);
  });

  it("does nothing where the page holds no landing", async () => {
    document.body.innerHTML = '<div id="root"><p>app</p></div>';
    const root = document.getElementById("root")!;
    const resume = await takeOverLanding(root);
    resume();
    expect(root.innerHTML).toBe("<p>app</p>");
  });
});
