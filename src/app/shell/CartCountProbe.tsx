// Reports the cart's item count to the top bar's cart link (loaded lazily: it brings the local database).
import { useEffect } from "react";
import { useCartCount } from "../../sync/cart";

export default function CartCountProbe({ onCount }: { onCount: (count: number) => void }) {
  const count = useCartCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
