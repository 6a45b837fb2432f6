// The main menu's way to the library desk for people who staff a library: one tap to the desk they staff, the
// chooser when several. Known from the first paint (myDeskHint); checked with the server once a day, when idle.
import { useEffect } from "react";
import { Trans } from "@lingui/react/macro";
import { useOnline } from "../../lib/useOnline";
import { DESK_CHECK_EVERY_MS, desksCheckedAt, useStaffedDesks } from "../../session/myDeskHint";
import { useSession } from "../../session/session";
import { Link } from "../../ui/Link";

/** Runs `task` once the browser is idle (soon after the screen's own work), unless cancelled. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2_000);
  return () => window.clearTimeout(handle);
}

/** Asks the server which desks `userId` staffs when this device has not asked for a day. */
function useDeskCheck(userId: number | null): void {
  const online = useOnline();
  useEffect(() => {
    if (userId === null || !online) return;
    if (Date.now() - desksCheckedAt(userId) < DESK_CHECK_EVERY_MS) return;
    return whenIdle(() => {
      void import("../../sync/myDesks")
        .then((m) => m.refreshMyDesks(userId))
        // Offline or a refused library: the menu keeps what it knew, and the next screen asks again.
        .catch(() => undefined);
    });
  }, [userId, online]);
}

export function DeskShortcut() {
  const userId = useSession((s) => (s.token ? (s.user?.id ?? null) : null));
  const desks = useStaffedDesks(userId);
  useDeskCheck(userId);
  const [only] = desks;
  if (only === undefined) return null;
  return (
    <li>
      {desks.length === 1 ? (
        <Link
          to="/libraries/$id/desk"
          params={{ id: String(only) }}
          activeProps={{ "aria-current": "page" }}
          data-testid="home-desk"
        >
          <Trans>Desk</Trans>
        </Link>
      ) : (
        <Link to="/desk" activeProps={{ "aria-current": "page" }} data-testid="home-desk">
          <Trans>Desks</Trans>
        </Link>
      )}
    </li>
  );
}
