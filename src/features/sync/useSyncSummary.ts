// What the sync indicator says: offline, needs a login, syncing n, n failed, or all saved.
import { useOnline } from "../../lib/useOnline";
import { useOutbox, useSyncStore } from "../../sync";

export type SyncStatus = "needsLogin" | "offline" | "failed" | "syncing" | "saved";

export function useSyncSummary() {
  const rows = useOutbox();
  const online = useOnline();
  const needsLogin = useSyncStore((s) => s.needsLogin);
  const failed = rows.filter((r) => r.state === "failed").length;
  const pending = rows.length - failed;
  const status: SyncStatus = needsLogin
    ? "needsLogin"
    : !online
      ? "offline"
      : failed > 0
        ? "failed"
        : pending > 0
          ? "syncing"
          : "saved";
  return { rows, status, failed, pending };
}
