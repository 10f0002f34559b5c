import { WalletOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import {
  BOOKING_CANCEL_NOTICE_HOURS,
  DEPOSIT_STATUS_LABELS,
  NO_SHOW_DEPOSIT_THRESHOLD,
  NO_SHOW_WINDOW_DAYS,
  formatVnd,
  toLocalTime,
  type Booking,
  type BookingDeposit,
  type DepositStatus,
} from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { usePayDepositMutation } from '../api/booking-api';

const TONE: Record<DepositStatus, 'info' | 'success' | 'warning' | 'error'> = {
  awaiting: 'warning',
  paid: 'success',
  refunding: 'info',
  refunded: 'info',
  applied: 'success',
  kept: 'error',
  expired: 'error',
};

/** What the customer reads of each state of the deposit, beside its label. */
function explain(deposit: BookingDeposit, booking: Pick<Booking, 'price'>): string {
  const amount = formatVnd(deposit.amount);
  switch (deposit.status) {
    case 'awaiting':
      return (
        `Bạn có từ ${NO_SHOW_DEPOSIT_THRESHOLD} lần không đến khám tại phòng khám này trong ${NO_SHOW_WINDOW_DAYS} ngày qua, ` +
        `nên cần đặt cọc ${amount} qua VNPAY trước ${toLocalTime(deposit.expiresAt)} để giữ lịch. ` +
        'Quá hạn, lịch khám sẽ tự hủy.'
      );
    case 'paid':
      return (
        `Đã đặt cọc ${amount}: tiền cọc được trừ vào phí khám, và được hoàn lại nếu bạn hủy lịch ` +
        `trước giờ khám ít nhất ${BOOKING_CANCEL_NOTICE_HOURS} giờ hoặc phòng khám hủy lịch.`
      );
    case 'refunding':
      return `Tiền cọc ${amount} đang được hoàn về tài khoản thanh toán của bạn qua VNPAY.`;
    case 'refunded':
      return `Tiền cọc ${amount} đã được hoàn về tài khoản thanh toán của bạn.`;
    case 'applied':
      return `Tiền cọc ${amount} đã được trừ vào phí khám: còn phải trả ${formatVnd(Math.max(0, booking.price - deposit.amount))}.`;
    case 'kept':
      return `Tiền cọc ${amount} không được hoàn vì lịch khám bị bỏ lỡ hoặc hủy quá muộn.`;
    case 'expired':
      return 'Tiền cọc không được thanh toán đúng hạn nên lịch khám đã tự hủy.';
  }
}

/** A booking's deposit after missed visits (ADR 0061): its state, and 'Thanh toán tiền cọc' while it waits. */
export function DepositBox({ booking }: { booking: Booking }) {
  const [pay, { isLoading }] = usePayDepositMutation();
  const [error, setError] = useState<string | null>(null);
  const deposit = booking.deposit;
  if (!deposit) return null;
  const start = async () => {
    setError(null);
    const result = await pay(booking._id);
    if ('data' in result && result.data) window.location.assign(result.data.paymentUrl);
    else setError(getErrorMessage(result.error));
  };
  return (
    <Alert
      type={TONE[deposit.status]}
      showIcon
      icon={<WalletOutlined />}
      style={{ marginTop: 16 }}
      message={`${DEPOSIT_STATUS_LABELS[deposit.status]} · ${formatVnd(deposit.amount)}`}
      description={
        <>
          <p style={{ margin: 0 }}>{explain(deposit, booking)}</p>
          {error && (
            <p role="alert" style={{ margin: '8px 0 0', color: '#b91c1c' }}>
              {error}
            </p>
          )}
          {deposit.status === 'awaiting' && (
            <Button type="primary" loading={isLoading} onClick={() => void start()} style={{ marginTop: 10 }}>
              Thanh toán tiền cọc qua VNPAY
            </Button>
          )}
        </>
      }
    />
  );
}
