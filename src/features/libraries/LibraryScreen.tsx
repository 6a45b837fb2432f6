// /libraries/{id} and /{name}: find the library (device first, then the server) and show its page.
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { LibraryTab } from "../../app/search";
import { useDocumentTitle } from "../../app/title";
import { Spinner } from "../../ui/Spinner";
import { EmptyState } from "../shell/EmptyState";
import { Screen } from "../shell/Screen";
import { useLibrary, useLibraryByName, type LibraryState } from "./hooks";
import { LibraryPage } from "./LibraryPage";
import "./libraries.css";

interface PageSearch {
  tab?: LibraryTab;
  term?: string;
  page?: number;
}

/** Loading, not found and offline states; the page itself once the library is known. */
function LibraryOrState({ state, search }: { state: LibraryState; search: PageSearch }) {
  const { library, status } = state;
  if (library) return <LibraryPage library={library} {...search} />;
  return (
    <Screen title={<Trans>Library</Trans>}>
      {status === "loading" || library === undefined ? (
        <div className="library-loading">
          <Spinner />
        </div>
      ) : status === "not-found" ? (
        <EmptyState
          action={
            <Link to="/libraries" className="button-secondary">
              <Trans>Browse libraries</Trans>
            </Link>
          }
        >
          <Trans>No library with this name was found.</Trans>
        </EmptyState>
      ) : (
        <EmptyState>
          <Trans>
            This library has not been opened on this device yet. Connect to the internet to see it.
          </Trans>
        </EmptyState>
      )}
    </Screen>
  );
}

export function LibraryScreen({ id, ...search }: { id: number } & PageSearch) {
  return <LibraryOrState state={useLibrary(id)} search={search} />;
}

export function LibraryByNameScreen({ username }: { username: string }) {
  const state = useLibraryByName(username);
  // Until the library is known, the page is titled with the name from the address.
  useDocumentTitle(state.library ? null : username);
  return <LibraryOrState state={state} search={{}} />;
}
