// The reader's order of a course: the server's message, or a note that the application waits to be sent.
import { Trans } from "@lingui/react/macro";
import type { CourseOrderRow } from "../../db";
import { keys } from "../../sync";
import { PendingBadge } from "../sync";

export function OrderNote({
  order,
  fallback,
}: {
  order: CourseOrderRow | undefined;
  /** The course list's message about my order, when the order itself is not stored here. */
  fallback?: string | null;
}) {
  if (order?.pendingBy) {
    return (
      <div className="course-order-note" role="status" data-testid="order-note">
        <PendingBadge entityKey={keys.courseOrder(order.course_id)} />
        <p>
          <Trans>
            Your application is saved on this device and will be sent when you are back online.
          </Trans>
        </p>
      </div>
    );
  }
  const message = order?.message || fallback;
  if (!message) return null;
  return (
    <div className="course-order-note" role="status" data-testid="order-note">
      <p>{message}</p>
    </div>
  );
}
