// A desk screen's frame: the library from the device (or the server), then the page if the reader's
// stored membership holds the power it needs, else a plain "you cannot" — offline as online. Online, it
// pulls the desk's lists the page reads (opened by its address on a device that never opened the desk too).
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { LibraryRow } from "../../db";
import { Alert } from "../../ui/Alert";
import { Screen } from "../shell/Screen";
import { useLibrary, useMembership } from "../libraries/hooks";
import { LibraryPending } from "../libraries/LibraryPending";
import { hasPermission } from "../libraries/membership";
import { useDeskPull, type DeskPull } from "./useDeskPull";
import "../libraries/libraries.css";

export type DeskPower = "books_manage" | "members_manage" | "circulation" | "library_edit";

interface StaffScreenProps {
  libraryId: number;
  /** The power the page needs (any one of several). */
  power: DeskPower | DeskPower[];
  title: ReactNode;
  wide?: boolean;
  /**
   * The page; `can` says whether the reader holds a power (true until the membership is known), `pull`
   * how the pull of the desk's lists went.
   */
  children: (library: LibraryRow, can: (power: DeskPower) => boolean, pull: DeskPull) => ReactNode;
}

export function StaffScreen({ libraryId, power, title, wide, children }: StaffScreenProps) {
  const state = useLibrary(libraryId);
  const membership = useMembership(libraryId);
  const pull = useDeskPull(libraryId);
  const library = state.library;
  const can = (p: DeskPower) => !membership.known || hasPermission(membership.member, p);
  const refused = ![power].flat().some(can);
  return (
    <Screen title={title} lead={library?.title} wide={wide}>
      {!library ? (
        <LibraryPending state={state} />
      ) : refused ? (
        <Alert tone="error">
          <Trans>Only the library’s staff with this power can open this page.</Trans>
        </Alert>
      ) : (
        children(library, can, pull)
      )}
    </Screen>
  );
}
