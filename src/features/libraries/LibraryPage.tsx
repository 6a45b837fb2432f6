// A library's page: header (cover, logo, name, address, followers, follow and membership, QR code),
// saving for offline, and the five tabs (timeline, books, members, book issue history, about).
import { useLingui } from "@lingui/react/macro";
import type { LibraryTab } from "../../app/search";
import { useDocumentTitle } from "../../app/title";
import type { LibraryRow } from "../../db";
import { formatNumber } from "../../i18n/format";
import { Tab, Tabs } from "../../ui/Tabs";
import { useMembership } from "./hooks";
import { LibraryHeader } from "./LibraryHeader";
import { SaveOffline } from "./SaveOffline";
import { AboutTab } from "./tabs/AboutTab";
import { BooksTab } from "./tabs/BooksTab";
import { IssuesTab } from "./tabs/IssuesTab";
import { MembersTab } from "./tabs/MembersTab";
import { TimelineTab } from "./tabs/TimelineTab";
import { loanAccess, memberListAccess } from "./tabs/listAccess";
import { useSession } from "../../session/session";
import { useSaveForOffline } from "./offline";
import { DeskLink } from "../desk/DeskLink";
import { Invitations } from "./Invitations";
import "./libraries.css";

interface LibraryPageProps {
  library: LibraryRow;
  tab?: LibraryTab;
  term?: string;
  page?: number;
}

export function LibraryPage({ library, tab = "timeline", term = "", page = 1 }: LibraryPageProps) {
  const { t } = useLingui();
  useDocumentTitle(library.title);
  const membership = useMembership(library.id);
  const viewerId = useSession((s) => s.user?.id);
  const offline = useSaveForOffline(library.id, membership.state === "member");
  const books = formatNumber(library.total_books);
  const members = formatNumber(library.total_members);
  const tabs: { key: LibraryTab; label: string }[] = [
    { key: "timeline", label: t`Timeline` },
    { key: "books", label: t`Books (${books})` },
    { key: "members", label: t`Members (${members})` },
    { key: "issues", label: t`Book issue history` },
    { key: "about", label: t`About` },
  ];
  const list = {
    library,
    term,
    page,
    saved: offline.savedAt === undefined ? undefined : offline.savedAt !== null,
  };

  return (
    <article className="library-page" aria-labelledby="library-name">
      <LibraryHeader library={library} membership={membership} />
      {viewerId !== undefined && (
        <Invitations libraryId={library.id} enabled={membership.state !== "member"} />
      )}
      <SaveOffline libraryId={library.id} state={offline} />
      <DeskLink libraryId={library.id} member={membership.member} canEdit={membership.canEdit} />
      <Tabs label={t`Library sections`}>
        {tabs.map((item) => (
          <Tab
            key={item.key}
            to="/libraries/$id"
            params={{ id: String(library.id) }}
            search={{ tab: item.key }}
            current={item.key === tab}
          >
            {item.label}
          </Tab>
        ))}
      </Tabs>
      <div className="library-tab">
        {tab === "timeline" && <TimelineTab libraryId={library.id} canPost={membership.canEdit} />}
        {tab === "books" && <BooksTab {...list} />}
        {tab === "members" && <MembersTab {...list} access={memberListAccess(membership)} />}
        {tab === "issues" && (
          <IssuesTab
            library={library}
            term={term}
            page={page}
            access={loanAccess(membership)}
            viewerId={viewerId}
          />
        )}
        {tab === "about" && <AboutTab library={library} />}
      </div>
    </article>
  );
}
