// The footer: groups of links to the public pages, and the copyright line.
import { Link } from "../../ui/Link";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../i18n";
import { productName } from "../productName";
import "./Footer.css";

interface FooterGroup {
  title: MessageDescriptor;
  links: { to: string; label: MessageDescriptor }[];
}

const groups: FooterGroup[] = [
  {
    title: msg`Pathagar`,
    links: [
      { to: "/about", label: msg`About us` },
      { to: "/products", label: msg`Products` },
      { to: "/research", label: msg`Research` },
      { to: "/awards", label: msg`Awards` },
      { to: "/achievements", label: msg`Achievements` },
    ],
  },
  {
    title: msg`Services`,
    links: [
      { to: "/courses", label: msg`Training courses` },
      { to: "/pricing", label: msg`Pricing` },
      { to: "/help", label: msg`Help and tutorials` },
      { to: "/developers/api-overview", label: msg`API overview` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { to: "/contact-us", label: msg`Contact us` },
      { to: "/careers", label: msg`Careers` },
      { to: "/advertisers", label: msg`Upcoming advertisers` },
      { to: "/privacy-policy", label: msg`Privacy policy` },
    ],
  },
];

export function Footer() {
  const { i18n, t } = useLingui();
  const year = formatNumber(new Date().getFullYear(), { useGrouping: false });
  const name = i18n._(productName);
  return (
    <footer className="footer">
      <nav className="footer-groups" aria-label={t`Footer`}>
        {groups.map((group) => (
          <section key={group.title.id} className="footer-group">
            <h2 className="footer-title">{i18n._(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{i18n._(link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="footer-copy">
        <Trans>
          © {year} {name}. Community libraries and their readers, online and offline.
        </Trans>
      </p>
    </footer>
  );
}
