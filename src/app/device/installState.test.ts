// Which install help the menu shows on which device.
import { describe, expect, it } from "vitest";
import { installState, type InstallFacts } from "./installState";

const chromeAndroid: InstallFacts = {
  hasOffer: false,
  standalone: false,
  userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
  platform: "Linux armv8l",
  maxTouchPoints: 5,
};
const iphone = {
  ...chromeAndroid,
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1",
  platform: "iPhone",
};

describe("installState", () => {
  it("offers the browser's install where the browser offered it", () => {
    expect(installState({ ...chromeAndroid, hasOffer: true })).toBe("prompt");
  });
  it("shows nothing to install when running as the installed app", () => {
    expect(installState({ ...chromeAndroid, hasOffer: true, standalone: true })).toBe("installed");
    expect(installState({ ...iphone, standalone: true })).toBe("installed");
  });
  it("explains Add to Home Screen on an iPhone and on an iPad that says it is a Mac", () => {
    expect(installState(iphone)).toBe("ios");
    const ipad = {
      ...chromeAndroid,
      userAgent: "Mozilla/5.0 (Macintosh) Safari/605",
      platform: "MacIntel",
    };
    expect(installState(ipad)).toBe("ios");
    expect(installState({ ...ipad, maxTouchPoints: 0 })).toBe("none");
  });
  it("shows nothing where the browser cannot install or did not offer", () => {
    expect(installState(chromeAndroid)).toBe("none");
  });
});
