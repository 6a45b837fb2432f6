// The About tab: what a person shares on their profile.
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserRow } from "../../db";
import { formatDate } from "../../i18n";
import { formatBdMobile } from "../../lib/phone";

export function ProfileAbout({ user }: { user: UserRow }) {
  const { t } = useLingui();
  const gender = { m: t`Male`, f: t`Female`, o: t`Other` };
  const rows: { label: string; value: string | null | undefined }[] = [
    { label: t`Nickname`, value: user.nickname },
    { label: t`Mobile`, value: user.mobile ? formatBdMobile(user.mobile) : null },
    { label: t`Email`, value: user.email },
    {
      label: t`Date of birth`,
      value: user.dob ? formatDate(user.dob, { dateStyle: "long" }) : null,
    },
    { label: t`Gender`, value: user.gender ? gender[user.gender] : null },
    {
      label: t`Joined`,
      value: user.created_at ? formatDate(user.created_at, { dateStyle: "long" }) : null,
    },
  ];
  const shown = rows.filter((r) => r.value);
  if (!shown.length) {
    return (
      <p className="profile-about-empty">
        <Trans>Nothing shared yet.</Trans>
      </p>
    );
  }
  return (
    <dl className="profile-about">
      {shown.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
