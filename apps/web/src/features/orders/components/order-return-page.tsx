import { Button, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  formatVnd,
  ORDER_FIGURE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Order,
  type PaymentMethod,
} from '@lumi/shared';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/errors';
import { cartStore } from '@/lib/storage';
import {
  useConfirmStripeReturnMutation,
  useConfirmVnpayReturnMutation,
  useGetMyOrderQuery,
} from '../api/orders-api';
import styles from './orders.module.css';

/** What a payment flow reports back (`/order-return?orderId=…&method=…&result=…&message=…`). */
export const ORDER_RETURN_RESULTS = ['success', 'pending', 'failed', 'cancelled'] as const;
export type OrderReturnResult = (typeof ORDER_RETURN_RESULTS)[number];

function parseResult(value: string | null): OrderReturnResult {
  return (ORDER_RETURN_RESULTS as readonly string[]).includes(value ?? '')
    ? (value as OrderReturnResult)
    : 'success';
}

function parseMethod(value: string | null): PaymentMethod | null {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '') ? (value as PaymentMethod) : null;
}

const TITLES: Record<OrderReturnResult, string> = {
  success: 'Đặt hàng thành công!',
  pending: 'Đang chờ xác nhận thanh toán',
  failed: 'Thanh toán không thành công',
  cancelled: 'Bạn đã hủy thanh toán',
};

const DEFAULT_TEXT: Record<OrderReturnResult, string> = {
  success: 'Cảm ơn bạn đã mua sắm tại Lumi. Chúng tôi sẽ liên hệ xác nhận đơn hàng trong thời gian sớm nhất.',
  pending: 'Giao dịch đang được xử lý. Trạng thái đơn hàng sẽ được cập nhật ngay khi có kết quả.',
  failed: 'Giao dịch chưa được thực hiện. Bạn có thể xem lại đơn hàng hoặc đặt hàng lại.',
  cancelled: 'Giao dịch đã bị hủy, bạn chưa bị trừ tiền.',
};

const STATUS: Record<OrderReturnResult, 'success' | 'info' | 'error' | 'warning'> = {
  success: 'success',
  pending: 'info',
  failed: 'error',
  cancelled: 'warning',
};

/** VNPay's "customer cancelled" response codes. */
const VNPAY_CANCEL_CODES = new Set(['24', '11']);

/** The gateway that sent the customer back, from the return URL (api-contract §3.5). */
type GatewayReturn =
  | { kind: 'vnpay'; params: Record<string, string> }
  | { kind: 'stripe-success'; sessionId: string }
  | { kind: 'stripe-cancel'; orderId: string }
  | null;

function gatewayReturnOf(params: URLSearchParams): GatewayReturn {
  if (params.get('vnp_TxnRef')) {
    const vnp: Record<string, string> = {};
    for (const [key, value] of params) if (key.startsWith('vnp_')) vnp[key] = value;
    return { kind: 'vnpay', params: vnp };
  }
  const sessionId = params.get('session_id');
  if (sessionId && !params.get('order_session')) return { kind: 'stripe-success', sessionId };
  const orderSession = params.get('order_session');
  if (orderSession) return { kind: 'stripe-cancel', orderId: orderSession };
  return null;
}

/** The outcome of a settled (or still pending) online order. */
function resultOfOrder(order: Order): OrderReturnResult {
  if (order.status === 'cancelled') return 'failed';
  return order.payment.status === 'paid' || order.paymentMethod === 'COD' ? 'success' : 'pending';
}

type Outcome = { result: OrderReturnResult; orderId: string | null; message: string | null };

/** Orders whose lines already left the cart in this tab (a reload must not remove lines added since). */
const clearedOrders = new Set<string>();

function removeFromCart(order: Order): void {
  if (clearedOrders.has(order._id)) return;
  clearedOrders.add(order._id);
  cartStore.removeOrdered(
    order.products.map((line) => ({
      productId: line.productId,
      color: line.color && line.color.name ? line.color : null,
    })),
  );
}

/**
 * `/order-return` (spec §3): the outcome of placing an order. COD arrives with `orderId`/`method`; VNPay returns
 * with its signed `vnp_*` parameters and Stripe with `session_id` (success) or `order_session` (cancel), which are
 * confirmed by the server. A payment the gateway has not confirmed yet is checked again until it settles; the
 * ordered lines leave the cart once the order succeeds.
 */
export function OrderReturnPage() {
  const [params] = useSearchParams();
  const [gateway] = useState(() => gatewayReturnOf(params));
  const [confirmVnpay] = useConfirmVnpayReturnMutation();
  const [confirmStripe] = useConfirmStripeReturnMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    gateway
      ? null
      : {
          result: parseResult(params.get('result')),
          orderId: params.get('orderId'),
          message: params.get('message'),
        },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!gateway || started.current) return;
    started.current = true;
    const confirm =
      gateway.kind === 'vnpay'
        ? confirmVnpay(gateway.params)
        : gateway.kind === 'stripe-success'
          ? confirmStripe({ stripeSessionId: gateway.sessionId })
          : confirmStripe({ orderSessionId: gateway.orderId });
    confirm
      .unwrap()
      .then((order) => setOutcome({ result: resultOfOrder(order), orderId: order._id, message: null }))
      .catch((error: unknown) => {
        const cancelled =
          gateway.kind === 'stripe-cancel' ||
          (gateway.kind === 'vnpay' && VNPAY_CANCEL_CODES.has(gateway.params.vnp_ResponseCode ?? ''));
        const orderId = gateway.kind === 'stripe-cancel' ? gateway.orderId : null;
        const known = isApiError(error) && error.code !== 'ORDER_NOT_FOUND';
        setOutcome({
          result: cancelled && known ? 'cancelled' : 'failed',
          orderId,
          message: getErrorMessage(error),
        });
      });
  }, [confirmStripe, confirmVnpay, gateway]);

  const orderId = outcome?.orderId ?? null;
  const pending = outcome?.result === 'pending';
  // A pending payment follows the order as the IPN or webhook settles it: the socket's `order:status` refetches
  // it (no polling); coming back to the tab checks again.
  const order = useGetMyOrderQuery(orderId ?? '', { skip: !orderId, refetchOnFocus: pending });

  const live = order.data && outcome && outcome.result === 'pending' ? resultOfOrder(order.data) : null;
  const result: OrderReturnResult = live ?? outcome?.result ?? 'pending';
  const method = order.data?.paymentMethod ?? parseMethod(params.get('method'));

  useEffect(() => {
    if (order.data && result === 'success') removeFromCart(order.data);
  }, [order.data, result]);

  // Nothing to report (a bare visit): the reference sends the visitor home.
  if (!gateway && !orderId && !params.get('result'))
    return <Navigate to={paths.shop.home.getHref()} replace />;

  if (!outcome) {
    return (
      <div className={styles.page}>
        <div className={styles.narrow}>
          <section className={styles.card}>
            <Result
              status="info"
              title="Đang xác nhận thanh toán..."
              subTitle="Vui lòng không đóng trang này."
            >
              <Skeleton active paragraph={{ rows: 2 }} />
            </Result>
          </section>
        </div>
      </div>
    );
  }

  const extra = [
    orderId ? (
      <Link key="order" to={paths.shop.orderDetail.getHref(orderId)}>
        <Button type="primary" size="large">
          Xem đơn hàng
        </Button>
      </Link>
    ) : null,
    <Link key="shop" to={result === 'success' ? paths.shop.home.getHref() : paths.shop.cart.getHref()}>
      <Button size="large">{result === 'success' ? 'Tiếp tục mua sắm' : 'Quay lại giỏ hàng'}</Button>
    </Link>,
  ];

  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <section className={styles.card}>
          <Result
            status={STATUS[result]}
            title={TITLES[result]}
            subTitle={(live ? null : outcome.message) || DEFAULT_TEXT[result]}
            extra={extra}
          >
            {orderId &&
              (order.isLoading ? (
                <Skeleton active paragraph={{ rows: 2 }} />
              ) : order.data ? (
                <dl className={styles.returnFacts}>
                  <div>
                    <dt>Mã đơn hàng</dt>
                    <dd className={styles.code}>{order.data.code}</dd>
                  </div>
                  <div>
                    <dt>{ORDER_FIGURE_LABELS.total}</dt>
                    <dd className={styles.amount}>{formatVnd(order.data.totalAmount)}</dd>
                  </div>
                  <div>
                    <dt>Phương thức</dt>
                    <dd>{PAYMENT_METHOD_LABELS[order.data.paymentMethod]}</dd>
                  </div>
                </dl>
              ) : method ? (
                <p className={styles.muted}>Phương thức: {PAYMENT_METHOD_LABELS[method]}</p>
              ) : null)}
          </Result>
        </section>
      </div>
    </div>
  );
}
