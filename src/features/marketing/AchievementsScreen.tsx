// Achievements: milestones in numbers.
import { Trans } from "@lingui/react/macro";
import { formatNumber } from "../../i18n";
import { InfoPage } from "./InfoPage";

export function AchievementsScreen() {
  const libraries = formatNumber(160);
  const readers = formatNumber(2000);
  const districts = formatNumber(20);
  return (
    <InfoPage
      title={<Trans>Achievements</Trans>}
      lead={<Trans>What we have done together with libraries.</Trans>}
    >
      <ul className="card-grid">
        <li className="info-card">
          <h2>{libraries}+</h2>
          <p>
            <Trans>community libraries manage their books and members with Pathagar.</Trans>
          </p>
        </li>
        <li className="info-card">
          <h2>{readers}+</h2>
          <p>
            <Trans>readers borrow books and follow their libraries.</Trans>
          </p>
        </li>
        <li className="info-card">
          <h2>{districts}+</h2>
          <p>
            <Trans>districts of Bangladesh where our libraries are.</Trans>
          </p>
        </li>
      </ul>
    </InfoPage>
  );
}
