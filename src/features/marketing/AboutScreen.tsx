// About us: the story and the mission, shown in the active language.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";

export function AboutScreen() {
  return (
    <InfoPage
      title={<Trans>About us</Trans>}
      lead={<Trans>We help community libraries grow readers, one village at a time.</Trans>}
    >
      <InfoSection title={<Trans>Our story</Trans>}>
        <p>
          <Trans>
            Across Bangladesh, volunteers run small libraries in villages and neighbourhoods. They
            lend books from a single room, keep records in notebooks and reach readers by word of
            mouth. Pathagar started to give these libraries the same tools as a big city library.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Our mission</Trans>}>
        <p>
          <Trans>
            Make every book in a community library easy to find, every reader easy to reach, and
            every librarian's work easier, on the phones people already have and even where the
            internet is weak.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>What we do</Trans>}>
        <ul>
          <li>
            <Trans>
              Build software for libraries: catalogue, members, book issues and a social timeline.
            </Trans>
          </li>
          <li>
            <Trans>Teach live training courses in practical digital skills.</Trans>
          </li>
          <li>
            <Trans>Advise organisations that want to bring their services online.</Trans>
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
