// /courses: every course as a card, searched and paged on this device, for guests and readers alike.
import { Trans, useLingui } from "@lingui/react/macro";
import { useCart, useWishlist } from "../../sync/cart";
import { EmptyState, Paginator, Skeleton } from "../../ui";
import { Screen } from "../shell/Screen";
import { currentOrder, pageOf, searchCourses, useCourseCatalogue, useMyOrders } from "./catalogue";
import { CourseCard } from "./CourseCard";
import { SearchBox } from "./SearchBox";
import "./courses.css";

export interface ListQuery {
  term?: string;
  page?: number;
}

export function CoursesScreen({
  term,
  page = 1,
  onQuery,
}: ListQuery & { onQuery: (query: ListQuery) => void }) {
  const { t } = useLingui();
  const { courses, loading, failed } = useCourseCatalogue();
  const { orders } = useMyOrders();
  const cart = useCart();
  const wished = useWishlist();
  const inCart = new Set(cart?.map((i) => i.courseId));
  const found = courses ? pageOf(searchCourses(courses, term), page) : undefined;

  let body;
  if (!found || (loading && !courses?.length)) {
    body = <Skeleton lines={4} />;
  } else if (!found.total) {
    body = (
      <EmptyState>
        {term ? (
          <Trans>No courses match “{term}”.</Trans>
        ) : failed ? (
          <Trans>
            No courses are stored on this device yet. Connect to the internet to see them.
          </Trans>
        ) : (
          <Trans>No courses are open right now. Please check again soon.</Trans>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className="course-grid">
          {found.items.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              inCart={inCart.has(course.id)}
              wished={wished.has(course.id)}
              orderMessage={currentOrder(orders, course.id)?.message || course.my_order_message}
            />
          ))}
        </div>
        <Paginator
          page={found.page}
          lastPage={found.lastPage}
          total={found.total}
          shown={found.items.length}
          label={t`Course pages`}
          onChange={(p) => onQuery({ term, page: p })}
        />
      </>
    );
  }

  return (
    <Screen
      title={<Trans>Training courses</Trans>}
      lead={<Trans>Paid live courses taught by working professionals.</Trans>}
      wide
    >
      <SearchBox
        key={term ?? ""}
        term={term ?? ""}
        label={t`Search courses`}
        onSearch={(next) => onQuery({ term: next || undefined, page: undefined })}
      />
      {failed && courses && courses.length > 0 && (
        <p className="list-note" role="status">
          <Trans>Showing the courses stored on this device; they may be out of date.</Trans>
        </p>
      )}
      {body}
    </Screen>
  );
}
