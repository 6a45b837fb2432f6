// API overview: the shape of the Pathagar API for developers who build on it.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";

export function ApiOverviewScreen() {
  return (
    <InfoPage
      title={<Trans>API overview</Trans>}
      lead={<Trans>Build on Pathagar's data with a simple JSON API.</Trans>}
    >
      <InfoSection title={<Trans>Authentication</Trans>}>
        <p>
          <Trans>
            Sign in with POST /api/auth/login to get a token, then send it in the Authorization
            header as a bearer token on every call.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Resources</Trans>}>
        <ul>
          <li>
            <code>/api/users</code> — <Trans>people, their profiles, followers and posts</Trans>
          </li>
          <li>
            <code>/api/libraries</code> —{" "}
            <Trans>libraries, their books, members, book issues and posts</Trans>
          </li>
          <li>
            <code>/api/posts</code> — <Trans>the news feed, comments and likes</Trans>
          </li>
          <li>
            <code>/api/courses</code> — <Trans>training courses and course orders</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection title={<Trans>Paging and errors</Trans>}>
        <p>
          <Trans>
            Lists come in pages with data, links.next and meta (current_page, last_page, per_page,
            total). Validation errors answer 422 with a map from field name to messages.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
