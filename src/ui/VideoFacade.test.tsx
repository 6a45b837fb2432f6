// Video facades: no frame (no request to the video service) before the tap; the tap plays from the allowed
// player host; offline, a plain message instead.
import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test/render";
import { connectivity } from "../lib/connectivity";
import { VideoFacade } from "./VideoFacade";

const setOnline = (value: boolean) =>
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => value });

afterEach(() => {
  setOnline(true);
  connectivity.setState({ unreachable: false });
});

describe("VideoFacade", () => {
  it("shows only the title and a play button until tapped, then the privacy-enhanced player", async () => {
    const { container } = renderWithProviders(
      <VideoFacade youtubeId="kXW38I0wa88" title="Tutorial 03" caption="Library" />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /^Play the video: Tutorial 03/ }));
    const frame = await screen.findByTitle("Tutorial 03");
    expect(frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/kXW38I0wa88?autoplay=1",
    );
  });

  it("says plainly that the video needs a connection when tapped offline, and loads nothing", async () => {
    setOnline(false);
    const { container } = renderWithProviders(
      <VideoFacade youtubeId="kXW38I0wa88" title="Tutorial 03" />,
    );
    await userEvent.click(screen.getByRole("button", { name: /^Play the video: Tutorial 03/ }));
    expect(
      screen.getByText("This video needs an internet connection. Connect, then tap it again."),
    ).toBeInTheDocument();
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("never frames an id the allowed hosts would not play", async () => {
    const { container } = renderWithProviders(
      <VideoFacade youtubeId={'x" onload="alert(1)'} title="Bad" />,
    );
    await userEvent.click(screen.getByRole("button", { name: /^Play the video: Bad/ }));
    expect(container.querySelector("iframe")).toBeNull();
  });
});
