// /my-courses: the reader's orders under My Orders (all), Purchases (paid) and Completed.
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Course } from "../../api/schemas";
import type { CourseOrderRow } from "../../db";
import { formatDate } from "../../i18n";
import { EmptyState, Skeleton, Tab, Tabs } from "../../ui";
import { Screen } from "../shell/Screen";
import { keys } from "../../sync";
import { PendingBadge } from "../sync";
import { ordersForTab, useCourseCatalogue, useMyOrders, type OrderTab } from "./catalogue";
import "./courses.css";
import "./search.css";

function StatusLabel({ status }: { status: CourseOrderRow["status"] }) {
  switch (status) {
    case "paid":
      return <Trans>Paid</Trans>;
    case "completed":
      return <Trans>Completed</Trans>;
    case "cancelled":
      return <Trans>Cancelled</Trans>;
    default:
      return <Trans>Awaiting payment</Trans>;
  }
}

function OrderItem({ order, course }: { order: CourseOrderRow; course: Course | undefined }) {
  const title = course?.title;
  const courseId = order.course_id;
  const date = formatDate(order.created_at, { dateStyle: "medium" });
  return (
    <li className="order-item" data-testid="order-item">
      <div className="order-item__head">
        {course ? (
          <Link to="/courses/$slug" params={{ slug: course.slug }} className="order-item__title">
            {title}
          </Link>
        ) : (
          <span className="order-item__title">
            <Trans>Course #{courseId}</Trans>
          </span>
        )}
        <span className={`order-status order-status--${order.status}`}>
          <StatusLabel status={order.status} />
        </span>
        <PendingBadge entityKey={keys.courseOrder(order.course_id)} />
      </div>
      {order.message && <p className="order-item__message">{order.message}</p>}
      <p className="order-item__date">
        <Trans>Ordered on {date}</Trans>
      </p>
    </li>
  );
}

function EmptyTab({ tab }: { tab: OrderTab }) {
  const browse = (
    <Link to="/courses" className="button-primary">
      <Trans>Browse courses</Trans>
    </Link>
  );
  if (tab === "purchases") {
    return (
      <EmptyState action={browse}>
        <Trans>No purchases yet. Courses appear here once your payment is confirmed.</Trans>
      </EmptyState>
    );
  }
  if (tab === "completed") {
    return (
      <EmptyState>
        <Trans>No completed courses yet. Courses you finish appear here.</Trans>
      </EmptyState>
    );
  }
  return (
    <EmptyState action={browse}>
      <Trans>You have no course orders yet.</Trans>
    </EmptyState>
  );
}

export function MyCoursesScreen({ tab = "orders" }: { tab?: OrderTab }) {
  const { t } = useLingui();
  const { orders, failed } = useMyOrders();
  const { courses } = useCourseCatalogue();
  const byId = new Map(courses?.map((c) => [c.id, c]));
  const shown = orders ? ordersForTab(orders, tab) : undefined;
  const tabs: { key: OrderTab; label: string }[] = [
    { key: "orders", label: t`My Orders` },
    { key: "purchases", label: t`Purchases` },
    { key: "completed", label: t`Completed` },
  ];
  return (
    <Screen title={<Trans>My courses</Trans>}>
      <Tabs label={t`Course orders`}>
        {tabs.map((item) => (
          <Tab
            key={item.key}
            to="/my-courses"
            search={{ tab: item.key === "orders" ? undefined : item.key }}
            current={item.key === tab}
          >
            {item.label}
          </Tab>
        ))}
      </Tabs>
      {failed && (
        <p className="list-note" role="status">
          <Trans>Showing the orders stored on this device; they may be out of date.</Trans>
        </p>
      )}
      {!shown ? (
        <Skeleton lines={3} />
      ) : shown.length === 0 ? (
        <EmptyTab tab={tab} />
      ) : (
        <ul className="order-list">
          {shown.map((order) => (
            <OrderItem
              key={order.id}
              order={order}
              course={order.course ?? byId.get(order.course_id)}
            />
          ))}
        </ul>
      )}
    </Screen>
  );
}
