// Products: the apps and services we build, with store links.
import { Trans, useLingui } from "@lingui/react/macro";
import { CardGrid, InfoPage, InfoSection } from "./InfoPage";
import { StoreLinks } from "./StoreLinks";
import { products, services } from "./content";

export function ProductsScreen() {
  const { i18n } = useLingui();
  return (
    <InfoPage
      title={<Trans>Products</Trans>}
      lead={<Trans>Apps for readers, librarians and learners.</Trans>}
    >
      <InfoSection title={<Trans>Mobile apps</Trans>}>
        <CardGrid
          cards={products.map((item) => ({
            key: item.key,
            title: i18n._(item.title),
            body: i18n._(item.body),
            extra: <StoreLinks />,
          }))}
        />
      </InfoSection>
      <InfoSection title={<Trans>Services</Trans>}>
        <CardGrid
          cards={services.map((item) => ({
            key: item.key,
            title: i18n._(item.title),
            body: i18n._(item.body),
          }))}
        />
      </InfoSection>
    </InfoPage>
  );
}
