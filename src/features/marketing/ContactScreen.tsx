// Contact us: how to reach the team.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";

const EMAIL = "support@pathagar.app";

export function ContactScreen() {
  return (
    <InfoPage
      title={<Trans>Contact us</Trans>}
      lead={<Trans>We are happy to hear from readers and librarians.</Trans>}
    >
      <InfoSection title={<Trans>Write to us</Trans>}>
        <ul className="contact-list">
          <li className="info-card">
            <h3>
              <Trans>Email</Trans>
            </h3>
            <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
          </li>
          <li className="info-card">
            <h3>
              <Trans>Office</Trans>
            </h3>
            <p>
              <Trans>Dhaka, Bangladesh</Trans>
            </p>
          </li>
          <li className="info-card">
            <h3>
              <Trans>Office hours</Trans>
            </h3>
            <p>
              <Trans>Sunday to Thursday, 10 am to 6 pm</Trans>
            </p>
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
