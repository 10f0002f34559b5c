import { Alert, Button, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatAppointment,
  richTextToPlainText,
  type BookingLinkAction,
  type BookingLinkView,
} from '@lumi/shared';
import { BookingStatusTag } from '@/components/booking/booking-status-tag';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { useActOnBookingLinkMutation, useGetBookingByLinkQuery } from '../api/booking-api';
import { doctorTitle } from '../utils/format';
import styles from './booking.module.css';

const DONE: Record<BookingLinkAction, string> = {
  confirm: 'Bạn đã xác nhận sẽ đến. Hẹn gặp bạn tại phòng khám!',
  cancel: 'Lịch khám đã được hủy. Giờ khám này sẽ được nhường cho người đang chờ.',
};

/**
 * `/booking-action/{token}` (issue 30, ADR 0058): the page a reminder's link opens, signed in or not — the visit, and
 * 'Tôi sẽ đến' or 'Hủy lịch khám' (once; a reason may be given).
 */
export function BookingActionPage({ token }: { token: string }) {
  const { data, error, isLoading } = useGetBookingByLinkQuery(token);
  return (
    <>
      <PageTitle clinic title="Xác nhận lịch khám" />
      <div className={styles.page}>
        <div className={styles.container} style={{ maxWidth: 640 }}>
          <h1 className={styles.heading}>Lịch khám của bạn</h1>
          <div className={styles.card}>
            {isLoading ? (
              <Skeleton active paragraph={{ rows: 5 }} />
            ) : error || !data ? (
              <Alert
                type="error"
                showIcon
                message={getErrorMessage(error)}
                description={
                  <Link to={paths.booking.history.getHref()}>Xem lịch khám của bạn (cần đăng nhập)</Link>
                }
              />
            ) : (
              <LinkedBooking token={token} view={data} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function LinkedBooking({ token, view }: { token: string; view: BookingLinkView }) {
  const [act, { isLoading, error }] = useActOnBookingLinkMutation();
  const [current, setCurrent] = useState(view);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');

  const send = async (action: BookingLinkAction) => {
    const result = await act({
      token,
      body: action === 'cancel' && reason.trim() ? { action, cancelReason: reason.trim() } : { action },
    });
    if ('data' in result && result.data) setCurrent(result.data);
  };

  return (
    <article aria-label={`Lịch khám ${current.code}`}>
      <div className={styles.bookingHead}>
        <span className={styles.code}>{current.code}</span>
        <BookingStatusTag status={current.status} />
      </div>
      <dl className={styles.facts} style={{ marginTop: 12 }}>
        <dt>Bệnh nhân</dt>
        <dd>{current.patientName}</dd>
        <dt>Thời gian</dt>
        <dd>{formatAppointment(current)}</dd>
        <dt>Bác sĩ</dt>
        <dd>
          {doctorTitle(current.doctor.name)} · {current.doctor.specialty}
        </dd>
        <dt>Phòng khám</dt>
        <dd>
          {current.clinic.name}
          <div className={styles.muted}>{richTextToPlainText(current.clinic.address)}</div>
        </dd>
        <dt>Điện thoại</dt>
        <dd>
          <a href={`tel:${current.clinic.phone}`}>{current.clinic.phone}</a>
        </dd>
      </dl>
      {current.usedAction ? (
        <Alert
          type={current.usedAction === 'confirm' ? 'success' : 'info'}
          showIcon
          message={DONE[current.usedAction]}
          style={{ marginTop: 16 }}
          role="status"
        />
      ) : !current.canAct ? (
        <Alert
          type="warning"
          showIcon
          message="Liên kết này không còn dùng được cho lịch khám này."
          description="Lịch khám đã kết thúc, đã hủy hoặc đã đến giờ khám. Vui lòng liên hệ phòng khám nếu cần hỗ trợ."
          style={{ marginTop: 16 }}
        />
      ) : (
        <section aria-label="Bạn sẽ đến chứ?" style={{ marginTop: 16 }}>
          <h2 className={styles.cardTitle}>Bạn sẽ đến chứ?</h2>
          <p className={styles.muted}>
            Xác nhận để phòng khám chuẩn bị đón bạn. Nếu không đến được, hãy hủy để nhường giờ khám cho người
            đang chờ. Liên kết chỉ dùng được một lần.
          </p>
          {error && (
            <Alert type="error" showIcon message={getErrorMessage(error)} style={{ marginBottom: 12 }} />
          )}
          {cancelling ? (
            <div className={styles.linkCancel}>
              <label htmlFor="link-cancel-reason">Lý do hủy (không bắt buộc)</label>
              <Input.TextArea
                id="link-cancel-reason"
                value={reason}
                maxLength={500}
                autoSize={{ minRows: 2, maxRows: 4 }}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className={styles.linkActions}>
                <Button onClick={() => setCancelling(false)} disabled={isLoading}>
                  Quay lại
                </Button>
                <Button danger type="primary" loading={isLoading} onClick={() => void send('cancel')}>
                  Xác nhận hủy lịch
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.linkActions}>
              <Button type="primary" size="large" loading={isLoading} onClick={() => void send('confirm')}>
                Tôi sẽ đến
              </Button>
              <Button danger size="large" disabled={isLoading} onClick={() => setCancelling(true)}>
                Hủy lịch khám
              </Button>
            </div>
          )}
        </section>
      )}
    </article>
  );
}
