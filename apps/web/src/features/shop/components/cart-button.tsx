import { ShoppingIcon } from '@/components/icons';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { cartItemCount, formatVnd, itemCountText, ORDER_FIGURE_LABELS } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useDismissable } from '@/components/use-dismissable';
import { useCart } from '@/hooks/use-cart';
import styles from './site-header.module.css';

/**
 * The header cart icon: a badge counting the cart's units (Σ quantity, as the cart page does), kept live through the storage
 * subscription (this tab and others), and a summary of them with a link to `/cart`.
 */
export function CartButton() {
  const cart = useCart();
  const count = cartItemCount(cart.products);
  const location = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const panel = useDismissable(anchor, location.key);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Opening the summary moves the focus into it (Escape brings it back to the button, see useDismissable).
  useEffect(() => {
    if (panel.isOpen) dialog.current?.focus();
  }, [panel.isOpen]);
  // The name holds the badge's text as shown ('99+' past 99), so that a spoken command can name the button.
  const shown = count > 99 ? '99+' : String(count);

  return (
    <div className={styles.popoverAnchor} ref={anchor}>
      <button
        type="button"
        className={styles.iconButton}
        aria-haspopup="dialog"
        aria-expanded={panel.isOpen}
        aria-label={
          count > 99
            ? `Giỏ hàng, ${shown} sản phẩm`
            : count > 0
              ? `Giỏ hàng, ${itemCountText(count)}`
              : 'Giỏ hàng trống'
        }
        onClick={panel.toggle}
      >
        <ShoppingIcon className={styles.icon} />
        {count > 0 && (
          <span className={styles.badge} data-testid="cart-count">
            {shown}
          </span>
        )}
      </button>
      {panel.isOpen && (
        <div
          ref={dialog}
          className={`${styles.popover} ${styles.cartPanel}`}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div id={titleId} className={styles.cartTitle}>
            Giỏ hàng của bạn
          </div>
          {count === 0 ? (
            <div className={styles.cartEmpty}>
              <ShoppingIcon className={styles.cartEmptyIcon} />
              <span>Giỏ hàng của bạn đang trống</span>
              <Link
                to={paths.shop.cart.getHref()}
                className={styles.cartLinkGhost}
                onClick={() => panel.setOpen(false)}
              >
                Xem giỏ hàng
              </Link>
            </div>
          ) : (
            <>
              <ul className={styles.cartLines}>
                {cart.products.map((line) => (
                  <li
                    key={`${line.productId}-${line.color?.name ?? ''}-${line.color?.code ?? ''}`}
                    className={styles.cartLine}
                  >
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
                <span>{ORDER_FIGURE_LABELS.total}</span>
                <strong>{formatVnd(cart.totalAmount)}</strong>
              </div>
              <Link
                to={paths.shop.cart.getHref()}
                className={styles.cartLink}
                onClick={() => panel.setOpen(false)}
              >
                Xem giỏ hàng ({count})
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
