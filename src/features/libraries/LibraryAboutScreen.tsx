// /libraries/{id}/about: the library's information on its own page (the library menu's About).
import { Trans } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import { useDocumentTitle } from "../../app/title";
import { Screen } from "../shell/Screen";
import { useLibrary } from "./hooks";
import { LibraryPending } from "./LibraryPending";
import { AboutTab } from "./tabs/AboutTab";
import "./libraries.css";

export function LibraryAboutScreen({ id }: { id: number }) {
  const state = useLibrary(id);
  const { library } = state;
  useDocumentTitle(library?.title);
  return (
    <Screen
      title={<Trans>About the library</Trans>}
      lead={
        library ? (
          <Link to="/libraries/$id" params={{ id: String(id) }}>
            {library.title}
          </Link>
        ) : undefined
      }
    >
      {library ? <AboutTab library={library} /> : <LibraryPending state={state} />}
    </Screen>
  );
}
