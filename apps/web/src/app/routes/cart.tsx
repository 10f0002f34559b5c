import { AuthModal } from '@/features/auth';
import { CartPage } from '@/features/cart';

/** `/cart` — the cart kept in local storage. */
export default function CartRoute() {
  return <CartPage AuthModal={AuthModal} />;
}
