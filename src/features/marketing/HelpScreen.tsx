// Help and tutorials: short step-by-step guides for readers and librarians, and tutorial videos.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";
import { YOUTUBE } from "./content";

export function HelpScreen() {
  return (
    <InfoPage
      title={<Trans>Help and tutorials</Trans>}
      lead={<Trans>Get started in a few minutes.</Trans>}
    >
      <InfoSection title={<Trans>For readers</Trans>}>
        <ol>
          <li>
            <Trans>
              Create an account with your mobile number and confirm it with the code we send.
            </Trans>
          </li>
          <li>
            <Trans>Search for your library under Libraries and follow it.</Trans>
          </li>
          <li>
            <Trans>Ask to become a member; the librarian will accept your request.</Trans>
          </li>
        </ol>
      </InfoSection>
      <InfoSection title={<Trans>For librarians</Trans>}>
        <ol>
          <li>
            <Trans>Create your library's page from My Libraries.</Trans>
          </li>
          <li>
            <Trans>Add a logo and a cover photo, and fill in the library's details.</Trans>
          </li>
          <li>
            <Trans>Post news on the library's timeline to keep members informed.</Trans>
          </li>
        </ol>
      </InfoSection>
      <InfoSection title={<Trans>Working offline</Trans>}>
        <p>
          <Trans>
            Pathagar keeps what you have seen on your phone. Posts, likes and comments made without
            internet are saved and sent automatically when the connection returns.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Video tutorials</Trans>}>
        <p>
          <a href={YOUTUBE} target="_blank" rel="noopener noreferrer">
            <Trans>Watch our tutorials on YouTube</Trans>
          </a>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
