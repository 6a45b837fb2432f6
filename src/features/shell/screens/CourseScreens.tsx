// Training screens' frames: course list, course detail, apply, and my course orders.
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Screen } from "../Screen";
import { EmptyState } from "../EmptyState";
import { TabBar } from "../Tabs";

export function CoursesScreen() {
  return (
    <Screen
      title={<Trans>Training courses</Trans>}
      lead={<Trans>Paid live courses taught by working professionals.</Trans>}
      wide
    >
      <EmptyState>
        <Trans>No courses to show yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function CourseDetailScreen() {
  return (
    <Screen title={<Trans>Course details</Trans>}>
      <EmptyState
        action={
          <Link to="/courses" className="button-secondary">
            <Trans>See all courses</Trans>
          </Link>
        }
      >
        <Trans>Course details are not available yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function CourseApplyScreen() {
  return (
    <Screen title={<Trans>Apply to a course</Trans>}>
      <EmptyState
        action={
          <Link to="/courses" className="button-secondary">
            <Trans>See all courses</Trans>
          </Link>
        }
      >
        <Trans>Applying to a course from the app is not available yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

type OrderTab = "orders" | "purchases" | "completed";

export function MyCoursesScreen() {
  const { t } = useLingui();
  const [tab, setTab] = useState<OrderTab>("orders");
  const tabs: { key: OrderTab; label: string }[] = [
    { key: "orders", label: t`My Orders` },
    { key: "purchases", label: t`Purchases` },
    { key: "completed", label: t`Completed` },
  ];
  return (
    <Screen title={<Trans>My courses</Trans>}>
      <TabBar label={t`Course orders`}>
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            aria-pressed={item.key === tab}
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </button>
        ))}
      </TabBar>
      <EmptyState
        action={
          <Link to="/courses" className="button-primary">
            <Trans>Browse courses</Trans>
          </Link>
        }
      >
        <Trans>You have no course orders yet.</Trans>
      </EmptyState>
    </Screen>
  );
}
