// /libraries/{id}/about: the library's information on its own page (the library menu's About).
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useDocumentTitle } from "../../app/title";
import { Spinner } from "../../ui/Spinner";
import { EmptyState } from "../shell/EmptyState";
import { Screen } from "../shell/Screen";
import { useLibrary } from "./hooks";
import { AboutTab } from "./tabs/AboutTab";
import "./libraries.css";

export function LibraryAboutScreen({ id }: { id: number }) {
  const { library, status } = useLibrary(id);
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
      {library ? (
        <AboutTab library={library} />
      ) : status === "loading" || library === undefined ? (
        <div className="library-loading">
          <Spinner />
        </div>
      ) : status === "not-found" ? (
        <EmptyState>
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
