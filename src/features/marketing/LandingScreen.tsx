// The landing page for visitors: what Pathagar is, awards, services, products and videos.
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../i18n";
import { InfoSection } from "./InfoPage";
import { AwardsSlider } from "./AwardsSlider";
import { StoreLinks } from "./StoreLinks";
import { VideoList } from "./VideoList";
import { founderVideos, mediaVideos, products, services } from "./content";
import "./marketing.css";

export function LandingScreen() {
  const { i18n } = useLingui();
  const libraries = formatNumber(160);
  const readers = formatNumber(2000);
  return (
    <article className="info-page" aria-labelledby="landing-title">
      <header className="info-hero">
        <h1 id="landing-title">
          <Trans>Community libraries, closer to every reader</Trans>
        </h1>
        <p>
          <Trans>
            Pathagar brings a village or neighbourhood library online: its books, its members and
            its conversations, on any phone, even without internet.
          </Trans>
        </p>
        <div className="stat-row">
          <p className="stat">
            <strong>{libraries}+</strong>
            <Trans>community libraries</Trans>
          </p>
          <p className="stat">
            <strong>{readers}+</strong>
            <Trans>readers</Trans>
          </p>
        </div>
        <p className="store-links">
          <Link to="/register" className="button-secondary">
            <Trans>Create a free account</Trans>
          </Link>
          <Link to="/courses" className="button-secondary">
            <Trans>See training courses</Trans>
          </Link>
        </p>
      </header>

      <InfoSection title={<Trans>Awards</Trans>}>
        <AwardsSlider />
      </InfoSection>

      <InfoSection title={<Trans>Who we are</Trans>}>
        <p>
          <Trans>
            We are a software company in Bangladesh that builds tools for community libraries and
            their readers, and trains people in practical digital skills.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={<Trans>Services</Trans>}>
        <ul className="card-grid">
          {services.map((item) => (
            <li key={item.key} className="info-card">
              <h3>{i18n._(item.title)}</h3>
              <p>{i18n._(item.body)}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title={<Trans>Products</Trans>}>
        <ul className="card-grid">
          {products.map((item) => (
            <li key={item.key} className="info-card">
              <h3>{i18n._(item.title)}</h3>
              <p>{i18n._(item.body)}</p>
              <StoreLinks />
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title={<Trans>In the media</Trans>}>
        <VideoList videos={mediaVideos} />
      </InfoSection>

      <InfoSection title={<Trans>From library founders</Trans>}>
        <VideoList videos={founderVideos} />
      </InfoSection>
    </article>
  );
}
