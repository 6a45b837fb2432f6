// Says in the reader's words why a change could not be saved on this device (full storage, signed out).
import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { isQuotaError, SignedOutError, StorageFullError } from "../../sync";

export function saveErrorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof StorageFullError || isQuotaError(error)) {
    return i18n._(
      msg`This device is out of storage space, so this was not saved. What you wrote is still here: free some space, then try again.`,
    );
  }
  if (error instanceof SignedOutError) return i18n._(msg`Sign in to do this.`);
  return i18n._(msg`This could not be saved on this device. Try again.`);
}
