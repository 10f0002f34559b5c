import { ShoppingOutlined } from '@ant-design/icons';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { formatVnd } from '@lumi/shared';
import { useDismissable } from '@/components/use-dismissable';
import { cartSnapshot, parseCart, subscribeCart } from '@/lib/storage';
import styles from './site-header.module.css';

/** Reads the `cart` of local storage and follows its changes (this tab and others). */
export function useStoredCart() {
  const raw = useSyncExternalStore(subscribeCart, cartSnapshot, () => null);
  return useMemo(() => parseCart(raw), [raw]);
}

/** The header cart icon: a badge counting the cart's lines and a summary of them. */
export function CartButton() {
  const cart = useStoredCart();
  const count = cart.products.length;
  const location = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const panel = useDismissable(anchor, location.key);

  return (
    <div className={styles.popoverAnchor} ref={anchor}>
      <button
        type="button"
        className={styles.iconButton}
        aria-haspopup="dialog"
        aria-expanded={panel.isOpen}
        aria-label={count > 0 ? `Giỏ hàng, ${count} sản phẩm` : 'Giỏ hàng trống'}
        onClick={panel.toggle}
      >
        <ShoppingOutlined className={styles.icon} />
        {count > 0 && (
          <span className={styles.badge} data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {panel.isOpen && (
        <div className={`${styles.popover} ${styles.cartPanel}`} role="dialog" aria-label="Giỏ hàng của bạn">
          <div className={styles.cartTitle}>Giỏ hàng của bạn</div>
          {count === 0 ? (
            <div className={styles.cartEmpty}>
              <ShoppingOutlined className={styles.cartEmptyIcon} />
              <span>Giỏ hàng của bạn đang trống</span>
            </div>
          ) : (
            <>
              <ul className={styles.cartLines}>
                {cart.products.map((line) => (
                  <li key={`${line.productId}-${line.color?.code ?? ''}`} className={styles.cartLine}>
                    {line.image ? (
                      <img src={line.image} alt="" className={styles.cartImage} loading="lazy" />
                    ) : (
                      <span className={styles.cartImage} aria-hidden="true" />
                    )}
                    <span className={styles.cartInfo}>
                      <span className={styles.cartName}>{line.name}</span>
                      <span className={styles.cartMeta}>
                        {line.color?.name ? `${line.color.name} · ` : ''}
                        {line.quantity} × {formatVnd(line.price)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <div className={styles.cartTotal}>
                <span>Tạm tính</span>
                <strong>{formatVnd(cart.totalAmount)}</strong>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
