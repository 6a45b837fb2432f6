import { describe, expect, it } from "vitest";
import { isGoodRead, repeatGuard } from "./readRules";

describe("isGoodRead", () => {
  it("takes an ISBN barcode only with a correct check digit", () => {
    expect(isGoodRead("9789843380135", "ean_13")).toBe(true);
    expect(isGoodRead("9789843380136", "ean_13")).toBe(false);
    expect(isGoodRead("9791234567896", "ean_13")).toBe(true);
  });

  it("takes other EAN-13 codes, labels and QR codes as read, but never an empty one", () => {
    expect(isGoodRead("4006381333931", "ean_13")).toBe(true);
    expect(isGoodRead("AP-03001", "code_128")).toBe(true);
    expect(isGoodRead("AP-M0301", "qr_code")).toBe(true);
    expect(isGoodRead("  ", "qr_code")).toBe(false);
  });
});

describe("repeatGuard", () => {
  it("blocks the same code while it is seen again within the window, not another code", () => {
    let now = 0;
    const guard = repeatGuard(3000, () => now);
    expect(guard.isNew("A")).toBe(true);
    now = 1000;
    expect(guard.isNew("A")).toBe(false);
    // Still in view: each sighting keeps it blocked.
    now = 3500;
    expect(guard.isNew("A")).toBe(false);
    now = 7000;
    expect(guard.isNew("A")).toBe(true);
    expect(guard.isNew("B")).toBe(true);
    expect(guard.isNew("A")).toBe(true);
  });

  it("counts the window from the moment scanning resumes after a confirmation", () => {
    let now = 0;
    const guard = repeatGuard(3000, () => now);
    expect(guard.isNew("A")).toBe(true);
    now = 10_000; // the volunteer took ten seconds to confirm
    guard.resume();
    now = 12_000;
    expect(guard.isNew("A")).toBe(false);
  });
});
