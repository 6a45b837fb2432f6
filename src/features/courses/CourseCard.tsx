// One course in the list: its picture on the course's colours, titles, fee, wishlist and cart buttons.
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Course } from "../../api/schemas";
import { addToCart, toggleWishlist } from "../../sync/cart";
import { Button, toast } from "../../ui";
import { CourseBadges } from "./CourseBadges";
import { Fees } from "./Fees";
import { formatStart } from "./format";

export interface CourseCardProps {
  course: Course;
  inCart: boolean;
  wished: boolean;
  /** The server's message about the reader's order of this course. */
  orderMessage?: string | null;
}

export function CourseCard({ course, inCart, wished, orderMessage }: CourseCardProps) {
  const { t } = useLingui();
  const startDate = formatStart(course.starts_at)?.date;
  const colours = {
    background: course.color_background ?? undefined,
    title: course.color_title ?? undefined,
    subtitle: course.color_subtitle ?? undefined,
  };
  const add = () => addToCart(course).catch(() => toast(t`Could not add to the cart.`, "error"));
  return (
    <article className="course-card" aria-labelledby={`course-${course.id}`}>
      <div className="course-card__art" style={{ background: colours.background }}>
        {course.image_url && <img src={course.image_url} alt="" loading="lazy" decoding="async" />}
        <CourseBadges course={course} />
      </div>
      <div className="course-card__body" style={{ background: colours.background }}>
        {course.pre_title && (
          <p className="course-card__pre" style={{ color: colours.subtitle }}>
            {course.pre_title}
          </p>
        )}
        <h2 id={`course-${course.id}`} className="course-card__title">
          <Link to="/courses/$slug" params={{ slug: course.slug }} style={{ color: colours.title }}>
            {course.title}
          </Link>
        </h2>
        {course.post_title && (
          <p className="course-card__post" style={{ color: colours.subtitle }}>
            {course.post_title}
          </p>
        )}
      </div>
      <div className="course-card__foot">
        {startDate && (
          <p className="course-card__start">
            <Trans>Starts {startDate}</Trans>
          </p>
        )}
        <Fees course={course} />
        {orderMessage && (
          <p className="course-order-message" role="status">
            {orderMessage}
          </p>
        )}
        <div className="course-card__actions">
          <Button
            variant="secondary"
            aria-pressed={wished}
            onClick={() => void toggleWishlist(course)}
            title={wished ? t`Remove from wishlist` : t`Add to wishlist`}
          >
            <span aria-hidden="true">{wished ? "♥" : "♡"}</span> <Trans>Wishlist</Trans>
          </Button>
          {inCart ? (
            <Link to="/cart" className="button-secondary">
              <Trans>In cart</Trans>
            </Link>
          ) : (
            <Button onClick={() => void add()}>
              <Trans>Add to cart</Trans>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
