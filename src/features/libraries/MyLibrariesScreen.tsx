// /libraries/my-libraries: the libraries the user belongs to (kept on the device for offline use), and the
// libraries' invitations waiting for their answer.
import { Trans } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import { useState } from "react";
import { useSession } from "../../session/session";
import { useRevalidate } from "../../sync";
import { Alert } from "../../ui/Alert";
import { Spinner } from "../../ui/Spinner";
import { EmptyState } from "../../ui/EmptyState";
import { Screen } from "../shell/Screen";
import { fetchMyLibraries } from "../../sync/libraries";
import { useMyLibraries } from "../../sync/libraryReads";
import { Invitations } from "./Invitations";
import { LibraryCard } from "./LibraryCard";
import "./libraries.css";
import { useMounted } from "../../lib/useMounted";

export function MyLibrariesScreen() {
  const user = useSession((s) => s.user);
  const [failed, setFailed] = useState(false);
  const libraries = useMyLibraries();
  const mounted = useMounted();
  useRevalidate(() => {
    if (user)
      fetchMyLibraries(user.id).then(
        () => mounted.current && setFailed(false),
        () => mounted.current && setFailed(true),
      );
  });

  return (
    <Screen
      title={<Trans>My Libraries</Trans>}
      actions={
        <Link to="/libraries/create" className="button-primary">
          <Trans>Create library</Trans>
        </Link>
      }
    >
      <Invitations />
      {failed && (
        <Alert tone="info">
          <Trans>Your libraries could not be refreshed just now.</Trans>
        </Alert>
      )}
      {libraries === undefined || (libraries === null && !failed) ? (
        <div className="library-loading">
          <Spinner />
        </div>
      ) : !libraries?.length ? (
        <EmptyState
          action={
            <Link to="/libraries" className="button-secondary">
              <Trans>Browse libraries</Trans>
            </Link>
          }
        >
          <Trans>You are not a member of any library yet.</Trans>
        </EmptyState>
      ) : (
        <ul className="library-cards">
          {libraries.map((library) => (
            <LibraryCard key={library.id} library={library} />
          ))}
        </ul>
      )}
    </Screen>
  );
}
