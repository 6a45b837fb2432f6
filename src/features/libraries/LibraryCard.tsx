// One library in a list: logo, name, address, and how many books, members and followers it has.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import type { Library } from "../../api/schemas";
import { formatNumber } from "../../i18n/format";
import { Avatar } from "../../ui/Avatar";
import { libraryAddress } from "../../lib/libraryText";

export function LibraryCard({ library }: { library: Library }) {
  const { t } = useLingui();
  const address = libraryAddress(library);
  const books = formatNumber(library.total_books);
  const members = formatNumber(library.total_members);
  const followers = formatNumber(library.total_followers);
  return (
    <li className="library-card">
      <Avatar name={library.title} src={library.logo_url} size={56} decorative />
      <div className="library-card__text">
        <Link
          to="/libraries/$id"
          params={{ id: String(library.id) }}
          className="library-card__name"
        >
          {library.title}
        </Link>
        {address && <p className="library-card__address">{address}</p>}
        <p className="library-card__counts">
          {t`${plural(library.total_books, { one: `${books} book`, other: `${books} books` })} · ${plural(library.total_members, { one: `${members} member`, other: `${members} members` })} · ${plural(library.total_followers, { one: `${followers} follower`, other: `${followers} followers` })}`}
        </p>
      </div>
    </li>
  );
}
