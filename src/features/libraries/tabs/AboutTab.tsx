// A library's information (SPEC §2 Info): about, email, founded date, govt reg no, phone, mobile, post
// code, regular newspapers and magazines, opening and closing time, off days.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { LibraryRow } from "../../../db";
import { formatDate, formatNumber } from "../../../i18n/format";
import { libraryAddress } from "../../../lib/libraryText";

/** "14:30" or "14:30:00" shown in the active language's clock. */
function formatTime(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  return formatDate(new Date(2000, 0, 1, Number(match[1]), Number(match[2])), {
    timeStyle: "short",
  });
}

export function AboutTab({ library }: { library: LibraryRow }) {
  const { t } = useLingui();
  const missing = t`Not given`;
  const rows: [string, ReactNode][] = [
    [t`Address`, libraryAddress(library) || null],
    [t`Email`, library.email ? <a href={`mailto:${library.email}`}>{library.email}</a> : null],
    [t`Founded`, library.founded_at ? formatDate(library.founded_at) : null],
    [t`Govt. registration no.`, library.govt_reg_no],
    [t`Phone`, library.phone ? <a href={`tel:${library.phone}`}>{library.phone}</a> : null],
    [t`Mobile`, library.mobile ? <a href={`tel:${library.mobile}`}>{library.mobile}</a> : null],
    [t`Post code`, library.post_code ?? library.address.post_code],
    [t`Regular newspapers`, formatNumber(library.total_regular_news_papers)],
    [t`Regular magazines`, formatNumber(library.total_regular_magazines)],
    [t`Opening time`, formatTime(library.opening_time_at)],
    [t`Closing time`, formatTime(library.closing_time_at)],
    [t`Off days`, library.off_days],
  ];
  return (
    <section aria-labelledby="about-heading" className="library-about">
      <h2 id="about-heading" className="library-tab__title">
        <Trans>About</Trans>
      </h2>
      {library.about ? (
        <p className="library-about__text">{library.about}</p>
      ) : (
        <p className="library-note">
          <Trans>This library has not written about itself yet.</Trans>
        </p>
      )}
      <dl className="library-info">
        {rows.map(([label, value]) => (
          <div key={label} className="library-info__row">
            <dt>{label}</dt>
            <dd data-missing={value ? undefined : true}>{value || missing}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
