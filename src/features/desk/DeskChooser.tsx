// /desk: the way into the library desk from the app's shortcut. One library staffed: straight to its desk (or,
// asked to scan, to taking a book back with the camera open); several: a choice; none: why.
import { Navigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useDocumentTitle } from "../../app/title";
import { useMounted } from "../../lib/useMounted";
import { useOnline } from "../../lib/useOnline";
import { useSession } from "../../session/session";
import { useRevalidate } from "../../sync";
import { refreshMyDesks, useMyDesks, type MyDesk } from "../../sync/myDesks";
import { EmptyState } from "../../ui/EmptyState";
import { Link } from "../../ui/Link";
import { Screen } from "../shell/Screen";
import "./desk.css";

export type DeskGoal = "return";

/** Where a desk leads: its home, or the camera at "Take a book back" for staff who lend. */
function target(desk: MyDesk, goal: DeskGoal | undefined) {
  const id = String(desk.libraryId);
  return goal === "return" && desk.permissions.includes("circulation")
    ? ({ to: "/libraries/$id/desk/return", params: { id }, search: { scan: true } } as const)
    : ({ to: "/libraries/$id/desk", params: { id } } as const);
}

export function DeskChooser({ goal }: { goal?: DeskGoal }) {
  const { t } = useLingui();
  useDocumentTitle(t`Library desk`);
  const user = useSession((s) => s.user);
  const desks = useMyDesks();
  const online = useOnline();
  const mounted = useMounted();
  const [asked, setAsked] = useState(false);
  useRevalidate(() => {
    if (!user) return;
    const done = () => mounted.current && setAsked(true);
    refreshMyDesks(user.id).then(done, done);
  });

  if (desks === undefined || (online && !asked && desks.length === 0)) {
    return (
      <p role="status">
        <Trans>Opening the desk…</Trans>
      </p>
    );
  }
  if (desks.length === 1 && (asked || !online))
    return <Navigate replace {...target(desks[0]!, goal)} />;
  return (
    <Screen title={<Trans>Library desk</Trans>}>
      {desks.length === 0 ? (
        <EmptyState
          action={
            <Link to="/libraries/my-libraries" className="button-secondary">
              <Trans>My Libraries</Trans>
            </Link>
          }
        >
          {online ? (
            <Trans>
              You are not on the staff of any library. A library's staff open its desk here.
            </Trans>
          ) : (
            <Trans>
              No library desk is kept on this device yet. Open your library's desk once while
              online; after that it works offline.
            </Trans>
          )}
        </EmptyState>
      ) : (
        <>
          <p>
            <Trans>Choose the library whose desk you are at.</Trans>
          </p>
          <ul className="desk-home__sections" aria-label={t`Libraries you staff`}>
            {desks.map((desk) => {
              const number = desk.libraryId;
              return (
                <li key={number}>
                  <Link {...target(desk, goal)}>
                    <strong>{desk.title ?? t`Library ${number}`}</strong>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Screen>
  );
}
