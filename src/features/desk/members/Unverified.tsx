// A library waiting to be verified: finding readers by mobile and inviting their accounts are closed.
import { Trans } from "@lingui/react/macro";
import { isApiError } from "../../../sync/errors";
import { Alert } from "../../../ui/Alert";

/** The server's refusal while the library waits for verification (403 `library_not_verified`). */
export const isUnverifiedRefusal = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.reason === "library_not_verified";

export function UnverifiedNotice() {
  return (
    <Alert tone="info">
      <Trans>
        This library is waiting to be verified. Finding readers by mobile and inviting their
        accounts open once it is verified.
      </Trans>
    </Alert>
  );
}
