// The wishlist under the cart: courses saved for later, to move into the cart or forget.
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { addToCart, toggleWishlist, useCart, useWishlistCourses } from "../../sync/cart";
import { Button } from "../../ui";
import { formatTaka } from "./format";

export function WishlistSection() {
  const { t } = useLingui();
  const wished = useWishlistCourses();
  const cart = useCart();
  if (!wished?.length) return null;
  const inCart = new Set(cart?.map((i) => i.courseId));
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <h2 id="wishlist-title">
        <Trans>Wishlist</Trans>
      </h2>
      <ul className="cart-list">
        {wished.map((course) => {
          const title = course.title;
          return (
            <li key={course.id} className="cart-item" data-testid="wishlist-item">
              <div className="cart-item__main">
                <Link to="/courses/$slug" params={{ slug: course.slug }}>
                  {course.title}
                </Link>
                <span className="cart-item__fee">{formatTaka(course.actual_fee)}</span>
              </div>
              <div className="cart-item__actions">
                {!inCart.has(course.id) && (
                  <Button onClick={() => void addToCart(course)}>
                    <Trans>Add to cart</Trans>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  aria-label={t`Remove ${title} from the wishlist`}
                  onClick={() => void toggleWishlist(course)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
