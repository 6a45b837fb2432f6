// Upcoming advertisers: how organisations can reach readers through Pathagar.
import { Trans } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import { InfoPage, InfoSection } from "./InfoPage";

export function AdvertisersScreen() {
  return (
    <InfoPage
      title={<Trans>Upcoming advertisers</Trans>}
      lead={<Trans>Reach thousands of readers in community libraries.</Trans>}
    >
      <InfoSection title={<Trans>Who can advertise</Trans>}>
        <p>
          <Trans>
            Publishers, bookshops, schools and organisations whose work helps readers. Every
            advertisement is reviewed so that it suits a library.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Coming soon</Trans>}>
        <p>
          <Trans>We will list our first advertising partners here.</Trans>{" "}
          <Link to="/contact-us">
            <Trans>Contact us to become one.</Trans>
          </Link>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
