// Privacy policy: what personal data we keep, why, and the choices people have.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";

export function PrivacyPolicyScreen() {
  return (
    <InfoPage
      title={<Trans>Privacy policy</Trans>}
      lead={<Trans>How we handle your personal information.</Trans>}
    >
      <InfoSection title={<Trans>What we collect</Trans>}>
        <p>
          <Trans>
            Your name, mobile number, email address, date of birth and gender when you register; the
            photos and posts you share; and the libraries and people you follow.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>How we use it</Trans>}>
        <p>
          <Trans>
            Only to run Pathagar: to sign you in, show your profile and posts to others, connect you
            with your libraries and send one-time codes to your mobile. We do not sell your data.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Data on your phone</Trans>}>
        <p>
          <Trans>
            To work offline, the app keeps what you have seen and what you are about to send on your
            device. Logging out removes your access to it on that device.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Your choices</Trans>}>
        <p>
          <Trans>
            You can edit your profile at any time, block or report other users, and ask us to delete
            your account through the contact page.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
