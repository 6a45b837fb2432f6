// /cart: the courses kept in the cart on this device; remove them or go on to apply.
import { Link } from "../../ui/Link";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { removeFromCart, useCart } from "../../sync/cart";
import { useSession } from "../../session/session";
import { Button, EmptyState, Skeleton } from "../../ui";
import { Screen } from "../shell/Screen";
import { formatTaka } from "./format";
import { WishlistSection } from "./WishlistSection";
import "./courses.css";
import "./search.css";

export function CartScreen() {
  const { t } = useLingui();
  const items = useCart();
  const signedIn = useSession((s) => s.token !== null);
  const total = items?.reduce((sum, i) => sum + (i.course?.actual_fee ?? 0), 0) ?? 0;
  const totalText = formatTaka(total);
  return (
    <Screen
      title={signedIn ? <Trans>My Cart</Trans> : <Trans>Cart</Trans>}
      lead={
        items?.length ? (
          <Plural value={items.length} one="# course in your cart" other="# courses in your cart" />
        ) : undefined
      }
    >
      {!items ? (
        <Skeleton lines={3} />
      ) : items.length === 0 ? (
        <EmptyState
          action={
            <Link to="/courses" className="button-primary">
              <Trans>Browse courses</Trans>
            </Link>
          }
        >
          <Trans>Your cart is empty.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="cart-list">
            {items.map(({ courseId, course }) => {
              const title = course?.title ?? t`Course #${courseId}`;
              return (
                <li key={courseId} className="cart-item" data-testid="cart-item">
                  <div className="cart-item__main">
                    {course ? (
                      <Link to="/courses/$slug" params={{ slug: course.slug }}>
                        {title}
                      </Link>
                    ) : (
                      <span>{title}</span>
                    )}
                    {course && (
                      <span className="cart-item__fee">{formatTaka(course.actual_fee)}</span>
                    )}
                  </div>
                  <div className="cart-item__actions">
                    <Link
                      to="/courses/$id/apply"
                      params={{ id: courseId }}
                      className="button-primary"
                      aria-label={t`Apply for ${title}`}
                    >
                      <Trans>Apply</Trans>
                    </Link>
                    <Button
                      variant="secondary"
                      aria-label={t`Remove ${title} from the cart`}
                      onClick={() => void removeFromCart(courseId)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="cart-total">
            <Trans>Total: {totalText}</Trans>
          </p>
          {!signedIn && (
            <p className="list-note">
              <Trans>Log in to apply; your cart comes with you.</Trans>
            </p>
          )}
        </>
      )}
      <WishlistSection />
    </Screen>
  );
}
