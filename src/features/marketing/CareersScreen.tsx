// Careers: working with us.
import { Trans } from "@lingui/react/macro";
import { Link } from "../../ui/Link";
import { InfoPage, InfoSection } from "./InfoPage";

export function CareersScreen() {
  return (
    <InfoPage
      title={<Trans>Careers</Trans>}
      lead={<Trans>Build tools that bring books to more readers.</Trans>}
    >
      <InfoSection title={<Trans>Working with us</Trans>}>
        <p>
          <Trans>
            We are a small team of developers, designers and trainers. We work closely with
            librarians, ship often and care about people who read on low-cost phones.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Open positions</Trans>}>
        <p>
          <Trans>
            There are no open positions right now. We are always glad to hear from people who share
            our mission.
          </Trans>{" "}
          <Link to="/contact-us">
            <Trans>Send us a message.</Trans>
          </Link>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
