// "3 hours ago" in the active language, with the full date and time on hover; refreshed every minute.
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { formatDate, formatRelative } from "../../i18n/format";

export function TimeAgo({ value }: { value: string }) {
  useLingui(); // re-render when the language changes
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time
      className="time-ago"
      dateTime={value}
      title={formatDate(value, { dateStyle: "full", timeStyle: "short" })}
    >
      {formatRelative(value, now)}
    </time>
  );
}
