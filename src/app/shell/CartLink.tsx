// The cart in the top bar: item count, linking to the cart. The count needs the local database, so it is
// read by a lazily loaded probe (0 until then, as before the database answers) to keep it out of the start-up bundle;
// for a guest, only once this device may hold a cart (a guest's first visit opens no database at all).
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "../../ui/Link";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../i18n";
import { guestCartMayExist, onCartChange } from "../../sync/cart-presence";

const CartCountProbe = lazy(() => import("./CartCountProbe"));

export function CartLink({ mine }: { mine: boolean }) {
  const { t } = useLingui();
  const [count, setCount] = useState(0);
  const [guestCart, setGuestCart] = useState(false);
  const probe = mine || guestCart;
  useEffect(() => {
    if (probe) return;
    let live = true;
    void guestCartMayExist().then((exists) => live && exists && setGuestCart(true));
    const stop = onCartChange(() => setGuestCart(true));
    return () => {
      live = false;
      stop();
    };
  }, [probe]);
  const shown = formatNumber(count);
  return (
    <Link
      to="/cart"
      className="topbar-link cart-link"
      // Begins with the words it shows on a wide screen.
      aria-label={
        mine
          ? t`My Cart, ${plural(count, { one: `${shown} item`, other: `${shown} items` })}`
          : t`Cart, ${plural(count, { one: `${shown} item`, other: `${shown} items` })}`
      }
      data-testid="cart-link"
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
      >
        <path d="M3 4h2l2.4 11h10.2L20 8H6.2" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      <span className="cart-text">{mine ? <Trans>My Cart</Trans> : <Trans>Cart</Trans>}</span>
      <span className="cart-count" aria-hidden="true">
        {shown}
      </span>
      {probe && (
        <Suspense fallback={null}>
          <CartCountProbe onCount={setCount} />
        </Suspense>
      )}
    </Link>
  );
}
