// The Live and discount badges of a course.
import { Trans } from "@lingui/react/macro";
import type { Course } from "../../api/schemas";
import { formatNumber } from "../../i18n";

export function CourseBadges({ course }: { course: Course }) {
  const off = formatNumber(course.discount / 100, { style: "percent" });
  if (!course.is_live && course.discount <= 0) return null;
  return (
    <span className="course-badges">
      {course.is_live && (
        <span className="course-badge course-badge--live">
          <Trans>Live</Trans>
        </span>
      )}
      {course.discount > 0 && (
        <span className="course-badge course-badge--discount">
          <Trans>{off} off</Trans>
        </span>
      )}
    </span>
  );
}
