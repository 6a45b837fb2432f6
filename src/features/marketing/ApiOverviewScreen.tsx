// API overview: the Pathagar API for developers, listed from the server's own OpenAPI document.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";
import { groupOperations, useApiReference } from "../../online/apiReference";

export function ApiOverviewScreen() {
  const reference = useApiReference();
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
      <InfoSection title={<Trans>Paging and errors</Trans>}>
        <p>
          <Trans>
            Lists come in pages with data, links.next and meta (current_page, last_page, per_page,
            total). Validation errors answer 422 with a map from field name to messages.
          </Trans>
        </p>
        <p>
          <Trans>
            Writes accept an Idempotency-Key header: sending the same key again within 24 hours
            returns the first answer and changes nothing.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Every call</Trans>}>
        <p>
          <Trans>
            This list comes from the server itself. The machine-readable OpenAPI document is at{" "}
            <a href="/api/openapi.json">/api/openapi.json</a>.
          </Trans>
        </p>
        <ApiReferenceList reference={reference} />
      </InfoSection>
    </InfoPage>
  );
}

function ApiReferenceList({ reference }: { reference: ReturnType<typeof useApiReference> }) {
  if (reference.status === "loading") {
    return (
      <p role="status">
        <Trans>Loading the list of calls…</Trans>
      </p>
    );
  }
  if (reference.status === "unavailable") {
    return (
      <p role="status" className="api-reference-unavailable">
        <Trans>
          The list of calls needs a connection the first time you open this page. Connect to the
          internet and try again.
        </Trans>
      </p>
    );
  }
  return (
    <div className="api-reference">
      {groupOperations(reference.doc).map(([tag, operations]) => (
        <section key={tag} aria-label={tag}>
          <h3>
            <code>{tag}</code>
          </h3>
          <ul className="api-operations">
            {operations.map((op) => (
              <li key={`${op.method} ${op.path}`}>
                <span className={`api-method api-method-${op.method.toLowerCase()}`}>
                  {op.method}
                </span>{" "}
                <code className="api-path">{op.path}</code>
                <span className="api-summary">{op.summary}</span>
                {op.isPublic && (
                  <span className="api-public">
                    <Trans>no sign-in needed</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
