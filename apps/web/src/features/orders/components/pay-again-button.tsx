import { Button } from 'antd';
import { useEffect, useReducer, useState } from 'react';
import { paymentRetryState, type Order } from '@lumi/shared';
import { usePayOrderAgainMutation } from '../api/orders-api';

/** The order may be paid again now: an online order awaiting its payment within its 15 minutes (ADR 0013). */
export function mayPayAgain(order: Order, now: Date = new Date()): boolean {
  return (
    paymentRetryState(
      {
        paymentMethod: order.paymentMethod,
        status: order.status,
        paymentStatus: order.payment.status,
        expiresAt: order.payment.expiresAt,
      },
      now,
    ) === 'open'
  );
}

/**
 * 'Thanh toán lại': a new payment page for the same order (`POST /orders/{id}/pay`), shown while the payment window
 * runs; it disappears by itself when the window closes. A refusal is shown by the mutation's error toast.
 */
export function PayAgainButton({ order, block = false }: { order: Order; block?: boolean }) {
  const [payAgain, state] = usePayOrderAgainMutation();
  const [leaving, setLeaving] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const expiresAt = order.payment.expiresAt;

  useEffect(() => {
    if (!expiresAt) return undefined;
    const left = new Date(expiresAt).getTime() - Date.now();
    if (left <= 0) return undefined;
    const timer = window.setTimeout(rerender, left + 500);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  if (!mayPayAgain(order)) return null;

  const start = async () => {
    try {
      const { paymentUrl } = await payAgain(order._id).unwrap();
      setLeaving(true);
      // Leaves the app for the payment page (VNPay, Stripe Checkout or their sandboxes).
      window.location.assign(paymentUrl);
    } catch {
      // The failure is shown by the error toast; the order is fetched again.
    }
  };

  return (
    <Button
      type="primary"
      block={block}
      size={block ? 'large' : 'middle'}
      loading={state.isLoading || leaving}
      onClick={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      Thanh toán lại
    </Button>
  );
}
