// A course screen before its course is there: a skeleton while it loads, "no such course" once it is known missing.
import { Link } from "../../ui/Link";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { EmptyState, Skeleton } from "../../ui";
import { Screen } from "../shell/Screen";

interface CoursePendingProps {
  /** Still loading (nothing stored yet, or a fetch under way). */
  waiting: boolean;
  title: ReactNode;
  /** The title once the course is known missing; `title` unless given. */
  missingTitle?: ReactNode;
  /** Skeleton lines while waiting. */
  lines: number;
}

export function CoursePending({ waiting, title, missingTitle, lines }: CoursePendingProps) {
  if (waiting) {
    return (
      <Screen title={title}>
        <Skeleton lines={lines} />
      </Screen>
    );
  }
  return (
    <Screen title={missingTitle ?? title}>
      <EmptyState
        action={
          <Link to="/courses" className="button-secondary">
            <Trans>See all courses</Trans>
          </Link>
        }
      >
        <Trans>This course does not exist or is no longer offered.</Trans>
      </EmptyState>
    </Screen>
  );
}
