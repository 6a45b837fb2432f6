// Members tab: search, pages, and each member's code, name, books being read and books read; to a
// reader who is not a member, only that the list is the members' own.
import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LibraryRow, MemberRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { Avatar } from "../../../ui/Avatar";
import { useCatalogueJob } from "../offline";
import { fetchMemberPage, forgetPrivateList } from "../../../sync/libraries";
import { localMembers } from "../../../sync/localLists";
import { memberName } from "../../../lib/libraryText";
import { PagedList } from "../PagedList";
import { useListQuery } from "../useListQuery";
import type { ListAccess } from "./listAccess";
import { PrivateList } from "./PrivateList";
import { useTabSearch } from "./useTabSearch";

interface ListTabProps {
  library: LibraryRow;
  term: string;
  page: number;
  /** The whole catalogue is on the device; undefined until known. */
  saved: boolean | undefined;
  access: ListAccess;
}

export function MembersTab({ library, term, page, saved, access }: ListTabProps) {
  const { t } = useLingui();
  const go = useTabSearch(library.id, "members");
  const progress = useCatalogueJob(library.id)?.progress;
  const query = useListQuery<MemberRow>({
    key: `members\u0000${library.id}\u0000${term}\u0000${page}`,
    page,
    // Refused: no request, and nothing the device may still hold from before.
    preferLocal: access === "none" ? true : saved,
    remote: () => fetchMemberPage(library.id, term, page),
    local: async () => (access === "none" ? [] : localMembers(library.id, term)),
    revision: saved ? progress : undefined,
  });
  const refused = access === "none" || query.forbidden === true;
  useEffect(() => {
    if (refused) void forgetPrivateList(library.id, "members");
  }, [refused, library.id]);
  const total = formatNumber(library.total_members);
  if (refused) {
    return (
      <section aria-labelledby="members-heading">
        <h2 id="members-heading" className="library-tab__title">
          <Trans>Members ({total})</Trans>
        </h2>
        <PrivateList list="members" />
      </section>
    );
  }
  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading" className="library-tab__title">
        <Trans>Members ({total})</Trans>
      </h2>
      <PagedList
        searchLabel={t`Search members by name or code`}
        pagesLabel={t`Member pages`}
        term={term}
        onSearch={(next) => go({ term: next })}
        onPage={(next) => go({ term, page: next })}
        query={query}
        complete={saved === true}
        empty={term ? <Trans>No member matches “{term}”.</Trans> : <Trans>No members yet.</Trans>}
      >
        {(rows) => (
          <ul className="member-list">
            {rows.map((member) => (
              <MemberItem key={member.id} member={member} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function MemberItem({ member }: { member: MemberRow }) {
  const name = memberName(member);
  const code = member.member_code;
  const reading = formatNumber(member.total_reading_books);
  const read = formatNumber(member.total_has_read_books);
  return (
    <li className="member-item">
      <Avatar name={name} src={member.photo_url} size={44} decorative />
      <div className="member-item__text">
        <p className="member-item__name">{name}</p>
        <p className="member-item__meta">
          <span>
            <Trans>Member code: {code}</Trans>
          </span>
          <span>
            <Trans>Reading: {reading}</Trans>
          </span>
          <span>
            <Trans>Has read: {read}</Trans>
          </span>
        </p>
      </div>
    </li>
  );
}
