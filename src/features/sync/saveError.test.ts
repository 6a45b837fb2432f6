// A change the device could not keep is explained in the reader's language, never as a raw error.
import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { activateTestLocale } from "../../test/render";
import { SignedOutError, StorageFullError } from "../../sync";
import { saveErrorMessage } from "./saveError";

const quota = Object.assign(new Error("quota"), { name: "QuotaExceededError" });

afterEach(() => activateTestLocale("en"));

describe("saveErrorMessage", () => {
  it("names full storage, whether the outbox or the browser reported it, and says the text is kept", () => {
    activateTestLocale("en");
    for (const error of [new StorageFullError(), quota]) {
      expect(saveErrorMessage(i18n, error)).toMatch(/out of storage space.*still here/);
    }
  });

  it("asks to sign in when nobody is", () => {
    activateTestLocale("en");
    expect(saveErrorMessage(i18n, new SignedOutError())).toBe("Sign in to do this.");
  });

  it("never shows a raw error's text", () => {
    activateTestLocale("en");
    const message = saveErrorMessage(i18n, new Error("DatabaseClosedError: internal"));
    expect(message).not.toContain("internal");
    expect(message).toBe("This could not be saved on this device. Try again.");
  });

  it("speaks Bangla to a Bangla reader", () => {
    activateTestLocale("bn");
    for (const error of [new StorageFullError(), new SignedOutError(), new Error("x")]) {
      const message = saveErrorMessage(i18n, error);
      expect(message).toMatch(/[\u0980-\u09FF]/);
      expect(message).not.toMatch(/[A-Za-z]/);
    }
  });
});
