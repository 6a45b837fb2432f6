// Research: what we study about reading habits and community libraries.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";

export function ResearchScreen() {
  return (
    <InfoPage
      title={<Trans>Research</Trans>}
      lead={<Trans>We learn from libraries before we build for them.</Trans>}
    >
      <InfoSection title={<Trans>Reading habits</Trans>}>
        <p>
          <Trans>
            We visit community libraries, talk with librarians and readers, and study which books
            are borrowed, when, and by whom, so that the app helps real reading habits.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Working with weak internet</Trans>}>
        <p>
          <Trans>
            Many libraries have slow or no internet. We test every feature on low-cost phones and
            patchy networks, and design the app to work offline first.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Bangla first</Trans>}>
        <p>
          <Trans>
            Everything in Pathagar is available in Bangla, from menus to numbers and dates, so that
            nobody is left out because of language.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
