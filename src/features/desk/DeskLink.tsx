// The "Desk" link on a library's page, for its staff: the creator, a role with a staff power, or a kept desk;
// staff whose device has no desk for the library yet fetch it, so its tabs offer the desk's actions.
import { Trans } from "@lingui/react/macro";
import type { LibraryMember } from "../../api/schemas";
import { useEffect } from "react";
import { pullDesk, STAFF_POWERS, useDesk } from "../../sync/deskSettings";
import { Link } from "../../ui/Link";

const hasStaffPower = (member: LibraryMember | null) =>
  Boolean(
    member?.roles.some((role) =>
      role.permissions.some((p) => (STAFF_POWERS as readonly string[]).includes(p.name)),
    ),
  );

export function DeskLink({
  libraryId,
  member,
  canEdit,
}: {
  libraryId: number;
  member: LibraryMember | null;
  canEdit: boolean;
}) {
  const desk = useDesk(libraryId);
  const byRole = canEdit || hasStaffPower(member);
  const staff = byRole || (desk?.permissions.length ?? 0) > 0;
  // Staff who never opened this desk keep its settings now, so the Books tab offers "Add a book" at once.
  useEffect(() => {
    if (byRole && desk === null && navigator.onLine) pullDesk(libraryId).catch(() => {});
  }, [byRole, desk, libraryId]);
  if (!staff) return null;
  return (
    <Link
      className="library-page__desk"
      to="/libraries/$id/desk"
      params={{ id: String(libraryId) }}
      data-testid="desk-link"
    >
      <Trans>Desk</Trans>
    </Link>
  );
}
