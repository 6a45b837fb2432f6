// /courses/{id}/apply: confirm who is applying, then order the course (queued when offline).
import { useState } from "react";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSession } from "../../session/session";
import { formatBdMobile } from "../../lib/phone";
import { orderCourse } from "../../sync";
import { Alert, Button } from "../../ui";
import { authorName } from "../posts/Author";
import { Screen } from "../shell/Screen";
import { currentOrder, useCourse, useMyOrders } from "./catalogue";
import { CoursePending } from "./CoursePending";
import { Fees } from "./Fees";
import { OrderNote } from "./OrderNote";
import "./courses.css";
import "./search.css";

export function CourseApplyScreen({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const user = useSession((s) => s.user);
  const { course, loading } = useCourse({ id: courseId });
  const { orders } = useMyOrders();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!course) {
    return (
      <CoursePending
        waiting={course === undefined || loading}
        title={<Trans>Apply to a course</Trans>}
        lines={4}
      />
    );
  }

  const order = currentOrder(orders, course.id);
  const hasOrder = Boolean(order || course.my_order_message);
  const apply = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await orderCourse(course.id);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const name = user ? authorName(user) : "";
  const notGiven = t`Not given`;

  return (
    <Screen title={<Trans>Apply to a course</Trans>}>
      <div className="course-apply">
        <p className="course-apply__course">
          <Link to="/courses/$slug" params={{ slug: course.slug }}>
            {course.title}
          </Link>
        </p>
        <Fees course={course} />
        <dl className="course-facts">
          <div>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{name || notGiven}</dd>
          </div>
          <div>
            <dt>
              <Trans>Mobile</Trans>
            </dt>
            <dd>{user?.mobile ? formatBdMobile(user.mobile) : notGiven}</dd>
          </div>
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{user?.email || notGiven}</dd>
          </div>
        </dl>
        {failed && (
          <Alert tone="error" onDismiss={() => setFailed(false)}>
            <Trans>Your application could not be saved on this device. Please try again.</Trans>
          </Alert>
        )}
        {hasOrder ? (
          <OrderNote order={order} fallback={course.my_order_message} />
        ) : (
          <>
            <p className="course-apply__hint">
              <Trans>
                We will contact you on these details about payment and the class schedule.
              </Trans>
            </p>
            <Button busy={busy} onClick={() => void apply()}>
              <Trans>Apply</Trans>
            </Button>
          </>
        )}
        {hasOrder && (
          <Link to="/my-courses" className="button-secondary">
            <Trans>See my courses</Trans>
          </Link>
        )}
      </div>
    </Screen>
  );
}
