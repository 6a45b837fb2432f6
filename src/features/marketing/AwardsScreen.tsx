// Awards: recognition Pathagar has received.
import { Trans, useLingui } from "@lingui/react/macro";
import { CardGrid, InfoPage } from "./InfoPage";
import { awards } from "./content";

export function AwardsScreen() {
  const { i18n } = useLingui();
  return (
    <InfoPage
      title={<Trans>Awards</Trans>}
      lead={<Trans>Recognition for our work with community libraries.</Trans>}
    >
      <CardGrid
        headingLevel={2}
        cards={awards.map((award) => ({
          key: award.key,
          title: i18n._(award.title),
          body: i18n._(award.body),
        }))}
      />
    </InfoPage>
  );
}
