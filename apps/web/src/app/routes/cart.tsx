import { CartPage } from '@/features/cart/components/cart-page';

/** `/cart` — the cart kept in local storage. */
export default function CartRoute() {
  return <CartPage />;
}
