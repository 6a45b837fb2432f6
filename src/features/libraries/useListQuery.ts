// One page of a list, from the server when online (and the device holds no full copy), else searched and
// paged on the device. A server that cannot be reached falls back to what the device holds.
import { useEffect, useState } from "react";
import { isApiError } from "../../sync/errors";
import { useOnline } from "../../lib/useOnline";
import type { ListPage } from "../../sync/libraries";

/** Rows per page when the device pages the list itself. */
export const LOCAL_PAGE_SIZE = 20;

export type ListSource = "server" | "device";

export interface ListQueryOptions<T> {
  /** Changes whenever the query does (list, library, term, page). */
  key: string;
  page: number;
  /** Answer from the device even when online (a saved catalogue); undefined waits until known. */
  preferLocal: boolean | undefined;
  remote: () => Promise<ListPage<T>>;
  /** Every matching row the device holds, in display order. */
  local: () => Promise<T[]>;
  /** Bumps to re-read the device (e.g. while a catalogue is being saved). */
  revision?: unknown;
}

export interface ListQuery<T> {
  data: ListPage<T> | undefined;
  source: ListSource | undefined;
  loading: boolean;
  /** The server refused (not a network failure): its message. */
  error: string | null;
  /** The server said this reader may not see the list (403). */
  forbidden?: boolean;
}

export function pageLocally<T>(rows: T[], page: number, size = LOCAL_PAGE_SIZE): ListPage<T> {
  const lastPage = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), lastPage);
  return {
    rows: rows.slice((current - 1) * size, current * size),
    page: current,
    lastPage,
    total: rows.length,
  };
}

export function useListQuery<T>(options: ListQueryOptions<T>): ListQuery<T> {
  const online = useOnline();
  const { key, page, preferLocal, revision } = options;
  const [state, setState] = useState<{ key: string } & ListQuery<T>>({
    key: "",
    data: undefined,
    source: undefined,
    loading: true,
    error: null,
  });
  const latest = { remote: options.remote, local: options.local };
  const mode = preferLocal === undefined ? "wait" : preferLocal || !online ? "device" : "server";

  useEffect(() => {
    if (mode === "wait") return;
    let live = true;
    // The device's queries answer [] when no mirror is open.
    const readLocal = async (): Promise<ListPage<T>> => pageLocally(await latest.local(), page);
    (async () => {
      if (mode === "device") {
        const data = await readLocal();
        if (live) setState({ key, data, source: "device", loading: false, error: null });
        return;
      }
      try {
        const data = await latest.remote();
        if (live) setState({ key, data, source: "server", loading: false, error: null });
      } catch (error) {
        const unreachable = !isApiError(error) || error.kind !== "http" || error.status >= 500;
        if (!unreachable && error.status === 403) {
          // Not this reader's to see: nothing from the device either.
          if (live)
            setState({
              key,
              data: undefined,
              source: undefined,
              loading: false,
              error: null,
              forbidden: true,
            });
          return;
        }
        const data = await readLocal();
        if (live)
          setState({
            key,
            data,
            source: "device",
            loading: false,
            error: unreachable ? null : error.message,
          });
      }
    })().catch(() => live && setState((s) => ({ ...s, loading: false })));
    return () => {
      live = false;
    };
    // The fetchers change every render; the key says when the query does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, mode, revision]);

  // While a new page loads, the previous one stays on screen (no flicker).
  return {
    data: state.data,
    source: state.source,
    loading: state.key !== key || state.loading,
    error: state.error,
    forbidden: state.key === key && state.forbidden === true,
  };
}
