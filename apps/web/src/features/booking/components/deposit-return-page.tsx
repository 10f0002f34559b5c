import { Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatVnd, type Booking } from '@lumi/shared';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { useConfirmDepositReturnMutation } from '../api/booking-api';
import { DepositBox } from './deposit-box';
import styles from './booking.module.css';

type Outcome = { kind: 'done'; booking: Booking } | { kind: 'failed'; message: string } | null;

/**
 * `/booking-deposit-return?vnp_…` — back from VNPay with a deposit's result (ADR 0061): the server checks VNPay's
 * signature and answers the booking; a payment that did not go through says why, and the booking detail pays again.
 */
export function DepositReturnPage() {
  const [params] = useSearchParams();
  const [confirm] = useConfirmDepositReturnMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const vnp: Record<string, string> = {};
    for (const [key, value] of params) if (key.startsWith('vnp_')) vnp[key] = value;
    void confirm(vnp).then((result) => {
      if ('data' in result && result.data) setOutcome({ kind: 'done', booking: result.data });
      else setOutcome({ kind: 'failed', message: getErrorMessage(result.error) });
    });
  }, [confirm, params]);

  if (!outcome) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (outcome.kind === 'failed')
    return (
      <Result
        status="warning"
        title="Thanh toán tiền cọc chưa thành công"
        subTitle={outcome.message}
        extra={<Link to={paths.booking.history.getHref()}>Lịch sử đặt khám</Link>}
      />
    );
  const { booking } = outcome;
  const paid = booking.deposit?.status === 'paid';
  // The deposit's box under the result, as wide as the page allows: inside the result's grey panel it was a narrow
  // column on a phone.
  return (
    <>
      <Result
        status={paid ? 'success' : 'info'}
        title={paid ? 'Đặt cọc thành công!' : 'Đã nhận kết quả thanh toán'}
        subTitle={
          paid
            ? `Lịch khám ${booking.code} đã được giữ với tiền cọc ${formatVnd(booking.deposit?.amount ?? 0)}.`
            : `Lịch khám ${booking.code}`
        }
        extra={
          <div className={styles.actions} style={{ justifyContent: 'center' }}>
            <Link to={paths.booking.bookingDetail.getHref(booking._id)} className={styles.primaryLink}>
              Xem chi tiết lịch khám
            </Link>
          </div>
        }
      />
      <div style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px 32px' }}>
        <DepositBox booking={booking} />
      </div>
    </>
  );
}
