import { BellIcon, CheckIcon, LoadingIcon } from '@/components/icons';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SUCCESS, type Product, type StockAlert, type Variant } from '@lumi/shared';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import {
  useCreateStockAlertMutation,
  useDeleteStockAlertMutation,
  useGetMyStockAlertsQuery,
} from '../api/stock-alerts-api';
import styles from './stock-alert-box.module.css';

/**
 * 'Báo khi có hàng' (ADR 0064) in the buying column: under the disabled buttons of a sold-out product, or one line
 * per sold-out colour of a product with colours. Nothing is rendered, and nothing fetched, while everything is in
 * stock; a signed-out visitor's click goes to the login page and their alerts are never asked for.
 */
export function StockAlertBox({ product }: { product: Product }) {
  if (product.variants.length > 0) {
    const soldOut = product.variants.filter((variant) => variant.stock <= 0);
    return soldOut.length > 0 ? <StockAlerts product={product} colours={soldOut} /> : null;
  }
  return product.totalQuantity <= 0 ? <StockAlerts product={product} colours={null} /> : null;
}

type StockAlertsProps = {
  product: Product;
  /** The sold-out colours, or null for a sold-out product without colours. */
  colours: Variant[] | null;
};

function StockAlerts({ product, colours }: StockAlertsProps) {
  const { isAuthenticated, isLoading, isDeferred } = useAppSelector((state) => state.auth);
  const { data: alerts } = useGetMyStockAlertsQuery(undefined, { skip: !isAuthenticated });
  const navigate = useNavigate();
  const location = useLocation();

  const waitingFor = (variant: Variant | null) =>
    alerts?.find(
      (alert) => alert.product._id === product._id && (alert.variant?._id ?? null) === (variant?._id ?? null),
    ) ?? null;

  const rowProps = {
    productId: product._id,
    // The stored session is still being looked at: a click neither signs in nor subscribes yet.
    isSessionPending: isLoading || isDeferred,
    isAuthenticated,
    // The login page goes on to the home page (it does not come back here), so no `from` is handed over.
    onSignIn: () =>
      void navigate(paths.shop.auth.getHref(), { state: { from: location.pathname + location.search } }),
  };

  if (!colours) {
    return (
      <div className={styles.box}>
        <AlertRow {...rowProps} variant={null} alert={waitingFor(null)} />
      </div>
    );
  }
  return (
    <ul className={styles.colourList} aria-label="Màu đã hết hàng">
      {colours.map((colour) => (
        <AlertRow key={colour._id} {...rowProps} variant={colour} alert={waitingFor(colour)} />
      ))}
    </ul>
  );
}

type AlertRowProps = {
  productId: string;
  /** The sold-out colour, or null for the product itself (a product without colours). */
  variant: Variant | null;
  /** The customer's alert still waiting for it. */
  alert: StockAlert | null;
  isSessionPending: boolean;
  isAuthenticated: boolean;
  onSignIn: () => void;
};

function AlertRow({ productId, variant, alert, isSessionPending, isAuthenticated, onSignIn }: AlertRowProps) {
  const [create, creating] = useCreateStockAlertMutation();
  const [remove, removing] = useDeleteStockAlertMutation();
  // The control to focus once the row has switched (subscribe or cancel), so the focus is not lost with the one pressed.
  const focusNextRef = useRef<'subscribe' | 'cancel' | null>(null);

  const focusIfNext = (control: 'subscribe' | 'cancel') => (element: HTMLButtonElement | null) => {
    if (element && focusNextRef.current === control) {
      focusNextRef.current = null;
      element.focus();
    }
  };

  const subscribe = async () => {
    if (isSessionPending || creating.isLoading) return;
    if (!isAuthenticated) {
      onSignIn();
      return;
    }
    focusNextRef.current = 'cancel';
    try {
      const result = await create(variant ? { productId, variantId: variant._id } : { productId }).unwrap();
      notify.success(result.message ?? SUCCESS.stockAlertCreated);
    } catch {
      // The error toast shows the server's message (e.g. STOCK_ALERT_IN_STOCK).
      focusNextRef.current = null;
    }
  };

  const cancel = async () => {
    if (!alert || removing.isLoading) return;
    focusNextRef.current = 'subscribe';
    try {
      const result = await remove(alert._id).unwrap();
      notify.success(result.message ?? SUCCESS.stockAlertDeleted);
    } catch {
      // The error toast shows the server's message (e.g. STOCK_ALERT_NOT_FOUND); the list is read again.
      focusNextRef.current = null;
    }
  };

  const cancelButton = (
    <button
      ref={focusIfNext('cancel')}
      type="button"
      className={styles.textButton}
      aria-label={variant ? `Hủy đăng ký màu ${variant.name}` : undefined}
      aria-busy={removing.isLoading || undefined}
      onClick={() => void cancel()}
    >
      {removing.isLoading && <LoadingIcon />}
      Hủy đăng ký
    </button>
  );

  if (!variant) {
    return alert ? (
      <p className={styles.waiting}>
        <CheckIcon className={styles.waitingIcon} />
        <span className={styles.waitingText}>
          Lumi sẽ báo cho bạn qua thông báo và email khi sản phẩm có hàng trở lại
        </span>
        {cancelButton}
      </p>
    ) : (
      <button
        ref={focusIfNext('subscribe')}
        type="button"
        className={styles.notifyButton}
        aria-busy={creating.isLoading || undefined}
        onClick={() => void subscribe()}
      >
        {creating.isLoading ? <LoadingIcon /> : <BellIcon />} Báo khi có hàng
      </button>
    );
  }

  return (
    <li className={`${styles.colourRow} ${alert ? styles.colourRowWaiting : ''}`}>
      <span className={styles.dot} style={{ background: variant.code }} aria-hidden="true" />
      {alert ? (
        <>
          <span className={styles.colourText}>
            Lumi sẽ báo cho bạn qua thông báo và email khi màu <strong>{variant.name}</strong> có hàng trở lại
          </span>
          {cancelButton}
        </>
      ) : (
        <>
          <span className={styles.colourText}>
            Màu <strong>{variant.name}</strong> đã hết hàng
          </span>
          <button
            ref={focusIfNext('subscribe')}
            type="button"
            className={styles.linkButton}
            aria-label={`Báo khi có hàng màu ${variant.name}`}
            aria-busy={creating.isLoading || undefined}
            onClick={() => void subscribe()}
          >
            {creating.isLoading ? <LoadingIcon /> : <BellIcon />} Báo khi có hàng
          </button>
        </>
      )}
    </li>
  );
}
