// /courses/{slug}: everything about one course, and Apply now while the reader has no order of it.
import { Link } from "../../ui/Link";
import { Plural, Trans } from "@lingui/react/macro";
import { ShareButton } from "../../ui/ShareButton";
import { useCart, useWishlist, addToCart, toggleWishlist } from "../../sync/cart";
import { useDocumentTitle } from "../../app/title";
import { formatNumber } from "../../i18n";
import { Button } from "../../ui";
import { currentOrder, useCourse, useMyOrders } from "./catalogue";
import { CoursePending } from "./CoursePending";
import { CourseBadges } from "./CourseBadges";
import { Fees } from "./Fees";
import { formatStart } from "./format";
import { OrderNote } from "./OrderNote";
import "./courses.css";

export function CourseDetailScreen({ slug }: { slug: string }) {
  const { course, loading } = useCourse({ slug });
  const { orders } = useMyOrders();
  const cart = useCart();
  const wished = useWishlist();
  useDocumentTitle(course?.title);

  if (!course) {
    return (
      <CoursePending
        waiting={course === undefined || loading}
        title={<Trans>Course details</Trans>}
        missingTitle={<Trans>Course not found</Trans>}
        lines={6}
      />
    );
  }

  const order = currentOrder(orders, course.id);
  const hasOrder = Boolean(order || course.my_order_message);
  const start = formatStart(course.starts_at);
  const hours = formatNumber(course.duration);
  const inCart = cart?.some((i) => i.courseId === course.id) ?? false;

  return (
    <article className="course-detail">
      <div
        className="course-detail__hero"
        style={{ background: course.color_background ?? undefined }}
      >
        {course.image_url && <img src={course.image_url} alt="" decoding="async" />}
        <div className="course-detail__titles">
          <CourseBadges course={course} />
          {course.pre_title && (
            <p style={{ color: course.color_subtitle ?? undefined }}>{course.pre_title}</p>
          )}
          <h1 className="screen-title" style={{ color: course.color_title ?? undefined }}>
            {course.title}
          </h1>
          {course.post_title && (
            <p style={{ color: course.color_subtitle ?? undefined }}>{course.post_title}</p>
          )}
        </div>
      </div>

      <dl className="course-facts">
        {start && (
          <div>
            <dt>
              <Trans>Starts</Trans>
            </dt>
            <dd data-testid="course-start">
              {start.date} <span className="course-relative">({start.relative})</span>
            </dd>
          </div>
        )}
        {course.days_and_time && (
          <div>
            <dt>
              <Trans>Class days and time</Trans>
            </dt>
            <dd>{course.days_and_time}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Duration</Trans>
          </dt>
          <dd data-testid="course-duration">
            <Plural value={course.duration} one={`${hours} hour`} other={`${hours} hours`} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd>
            <Fees course={course} />
          </dd>
        </div>
      </dl>

      <div className="course-detail__actions">
        {hasOrder ? (
          <OrderNote order={order} fallback={course.my_order_message} />
        ) : (
          <Link to="/courses/$id/apply" params={{ id: course.id }} className="button-primary">
            <Trans>Apply now</Trans>
          </Link>
        )}
        {!hasOrder &&
          (inCart ? (
            <Link to="/cart" className="button-secondary">
              <Trans>In cart</Trans>
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => void addToCart(course)}>
              <Trans>Add to cart</Trans>
            </Button>
          ))}
        <Button
          variant="secondary"
          aria-pressed={wished.has(course.id)}
          onClick={() => void toggleWishlist(course)}
        >
          <span aria-hidden="true">{wished.has(course.id) ? "♥" : "♡"}</span>{" "}
          <Trans>Wishlist</Trans>
        </Button>
        <ShareButton
          data={() => ({
            title: course.title,
            text: course.post_title ?? course.pre_title ?? undefined,
            url: `/courses/${encodeURIComponent(course.slug)}`,
          })}
        />
      </div>

      {course.intro && (
        <section className="course-section">
          <h2>
            <Trans>About this course</Trans>
          </h2>
          <p className="course-text">{course.intro}</p>
        </section>
      )}
      {course.career_opportunities && (
        <section className="course-section">
          <h2>
            <Trans>Career opportunities</Trans>
          </h2>
          <p className="course-text">{course.career_opportunities}</p>
        </section>
      )}
    </article>
  );
}
