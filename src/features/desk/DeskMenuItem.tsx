// The account menu's way to the library desk, for people who staff a library: one tap to the desk they
// staff, the chooser when several; nothing for everyone else. Loaded when the menu first opens.
import { Trans } from "@lingui/react/macro";
import { useMyDesks } from "../../sync/myDesks";
import { Link } from "../../ui/Link";

export function DeskMenuItem({ onChosen }: { onChosen: () => void }) {
  const desks = useMyDesks();
  if (!desks?.length) return null;
  const [only] = desks;
  return (
    <li>
      {desks.length === 1 && only ? (
        <Link
          to="/libraries/$id/desk"
          params={{ id: String(only.libraryId) }}
          onClick={onChosen}
          data-testid="menu-desk"
        >
          <Trans>Library desk</Trans>
        </Link>
      ) : (
        <Link to="/desk" onClick={onChosen} data-testid="menu-desk">
          <Trans>Library desks</Trans>
        </Link>
      )}
    </li>
  );
}
