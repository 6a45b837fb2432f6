// A screen's refresh from the server: runs a pull on mount, focus and reconnect, and says whether it is running
// or its last run failed (the stored data is shown either way).
import { useCallback, useState } from "react";
import { useRevalidate } from "./hooks";

export interface SyncState {
  loading: boolean;
  /** The last refresh failed (offline, server down); stored data is still shown. */
  failed: boolean;
  refresh: () => Promise<void>;
}

/** Runs `pull` on mount, focus and reconnect (again when `key` changes), tracking whether it runs or failed. */
export function usePull(pull: () => Promise<void>, key: unknown): SyncState {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      await pull();
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useRevalidate(() => void refresh());
  return { loading, failed, refresh };
}
