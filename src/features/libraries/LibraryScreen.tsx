// /libraries/{id} and /{name}: find the library (device first, then the server) and show its page.
import { Trans } from "@lingui/react/macro";
import type { LibraryTab } from "../../app/search";
import { useDocumentTitle } from "../../app/title";
import { Screen } from "../shell/Screen";
import { useLibrary, useLibraryByName, type LibraryState } from "./hooks";
import { LibraryPage } from "./LibraryPage";
import { LibraryPending } from "./LibraryPending";
import "./libraries.css";

interface PageSearch {
  tab?: LibraryTab;
  term?: string;
  page?: number;
}

/** Loading, not found and offline states; the page itself once the library is known. */
function LibraryOrState({ state, search }: { state: LibraryState; search: PageSearch }) {
  if (state.library) return <LibraryPage library={state.library} {...search} />;
  return (
    <Screen title={<Trans>Library</Trans>}>
      <LibraryPending state={state} />
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
