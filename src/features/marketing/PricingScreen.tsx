// Pricing: the monthly packages for libraries (BDT), from the smallest to the largest library.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../i18n";
import { InfoPage, InfoSection } from "./InfoPage";

export function PricingScreen() {
  const { t } = useLingui();
  const n = formatNumber;
  const name = (value: number) => {
    const number = n(value);
    return t`Package ${number}`;
  };
  const upTo = (value: number) => {
    const max = n(value);
    return t`Up to ${max}`;
  };
  const range = (low: number, high: number) => {
    const from = n(low);
    const to = n(high);
    return t`${from} to ${to}`;
  };
  const packages = [
    {
      key: "0",
      name: name(0),
      price: n(0),
      books: upTo(500),
      members: upTo(100),
      features: t`No book QR code, member ID card, attendance, accounting or branch`,
    },
    {
      key: "1",
      name: name(1),
      price: n(100),
      books: range(501, 1000),
      members: range(101, 200),
      features: t`Book QR codes, member ID cards and attendance`,
    },
    {
      key: "2",
      name: name(2),
      price: n(500),
      books: range(1001, 2000),
      members: range(201, 500),
      features: t`Everything in package 1, plus accounting and library branches`,
    },
    {
      key: "3",
      name: name(3),
      price: n(1000),
      books: range(2001, 3000),
      members: range(501, 1000),
      features: t`All features: book QR codes, member ID cards, attendance, accounting and library branches`,
    },
  ];
  return (
    <InfoPage
      title={<Trans>Pricing</Trans>}
      lead={<Trans>Simple monthly packages. Start free.</Trans>}
    >
      <InfoSection title={<Trans>Monthly packages</Trans>}>
        <ul className="card-grid pricing-cards">
          {packages.map((p) => (
            <li key={p.key} className="info-card">
              <h3>{p.name}</h3>
              <p className="pricing-price">
                ৳ {p.price} <Trans>per month</Trans>
              </p>
              <dl className="pricing-facts">
                <dt>
                  <Trans>Books</Trans>
                </dt>
                <dd>{p.books}</dd>
                <dt>
                  <Trans>Members</Trans>
                </dt>
                <dd>{p.members}</dd>
                <dt>
                  <Trans>Features</Trans>
                </dt>
                <dd>{p.features}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <div className="table-scroll pricing-table-wrap">
          <table className="pricing-table">
            <caption className="visually-hidden">
              <Trans>Monthly price in taka by package</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Package</Trans>
                </th>
                <th scope="col">
                  <Trans>Price per month (BDT)</Trans>
                </th>
                <th scope="col">
                  <Trans>Books</Trans>
                </th>
                <th scope="col">
                  <Trans>Members</Trans>
                </th>
                <th scope="col">
                  <Trans>Features</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {packages.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{p.name}</th>
                  <td>৳ {p.price}</td>
                  <td>{p.books}</td>
                  <td>{p.members}</td>
                  <td>{p.features}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
