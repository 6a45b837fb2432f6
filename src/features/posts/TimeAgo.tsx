// "3 hours ago" in the active language, with the full date and time on hover; refreshed every minute.
// The full date is written when a pointer first comes over it: it needs an Intl date formatter, whose first
// use loads ICU's data in one long task, and a phone never shows a title.
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { formatDate, formatRelative } from "../../i18n/format";

const fullDate = (value: string) => formatDate(value, { dateStyle: "full", timeStyle: "short" });

export function TimeAgo({ value }: { value: string }) {
  const { i18n } = useLingui(); // re-render when the language changes
  const [now, setNow] = useState(() => new Date());
  const [title, setTitle] = useState<{ locale: string; text: string }>();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time
      className="time-ago"
      dateTime={value}
      title={title?.locale === i18n.locale ? title.text : undefined}
      onPointerEnter={() => setTitle({ locale: i18n.locale, text: fullDate(value) })}
    >
      {formatRelative(value, now)}
    </time>
  );
}
