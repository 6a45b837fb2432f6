// /users: find people by name (the server's search; the people on this device when offline).
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Avatar, Button, EmptyState, Paginator, Skeleton } from "../../ui";
import { SearchBox } from "../courses/SearchBox";
import { Screen } from "../shell/Screen";
import { fullName, usePeopleSearch } from "./people";
import "./users.css";

export interface PeopleQuery {
  term?: string;
  page?: number;
}

export function UsersScreen({
  term,
  page = 1,
  onQuery,
}: PeopleQuery & { onQuery: (query: PeopleQuery) => void }) {
  const { t } = useLingui();
  const { found, error, retry } = usePeopleSearch(term ?? "", page);

  let body;
  if (error && !found) {
    body = (
      <Alert tone="error">
        <Trans>The search did not work just now.</Trans>{" "}
        <Button variant="link" onClick={() => retry()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (!found) {
    body = <Skeleton lines={4} avatar />;
  } else if (found.total === 0) {
    body = (
      <EmptyState>
        {term ? <Trans>No people match “{term}”.</Trans> : <Trans>No people to show yet.</Trans>}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="people-list people-list--page">
          {found.people.map((person) => {
            const name = fullName(person);
            return (
              <li key={person.id}>
                <Link
                  to="/users/$userId"
                  params={{ userId: String(person.id) }}
                  className="people-row"
                >
                  <Avatar name={name} src={person.photo_url} size={48} decorative />
                  <span className="people-row__names">
                    <span className="people-row__name">{name}</span>
                    {person.nickname && <span className="people-row__nick">{person.nickname}</span>}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <Paginator
          page={found.page}
          lastPage={found.lastPage}
          total={found.total}
          shown={found.people.length}
          label={t`People pages`}
          onChange={(p) => onQuery({ term, page: p })}
        />
      </>
    );
  }

  return (
    <Screen title={<Trans>Users</Trans>} lead={<Trans>Find readers and library members.</Trans>}>
      <SearchBox
        key={term ?? ""}
        term={term ?? ""}
        label={t`Search people`}
        onSearch={(next) => onQuery({ term: next || undefined, page: undefined })}
      />
      {found?.local && (
        <p className="list-note" role="status">
          <Trans>You are offline: showing people saved on this device.</Trans>
        </p>
      )}
      {body}
    </Screen>
  );
}
