import { LoadingOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import {
  callOpensLabel,
  consultationWindow,
  isInCallWindow,
  type Booking,
  type BookingStatus,
  type PrincipalKind,
} from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { useLazyGetConsultationQuery } from '../api/consultation-api';
import { peerTitle } from '../model/call-manager';
import { callManagerFor } from '../model/managers';
import { useCallView } from './call-host';
import styles from './call-window.module.css';

export type ConsultationCallButtonProps = {
  bookingId: string;
  /** Who places the call: the booking's customer or its doctor. */
  as: 'user' | 'doctor';
  status: BookingStatus;
  date: string;
  startAt: string;
  endAt: string;
  /** The other side of the call. */
  peer: { kind: PrincipalKind; name: string; avatar?: string | null };
  label?: string;
};

/** Now, again every 15 s (the button opens and closes with the window without a reload). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Vào cuộc gọi' of a confirmed booking: enabled from 15 minutes before the visit until 30 minutes after it ('Mở
 * lúc 08:45' before). The server checks the window again and names the conversation the call goes through.
 */
export function ConsultationCallButton(props: ConsultationCallButtonProps) {
  const { bookingId, as, status, peer } = props;
  const now = useNow();
  const manager = callManagerFor(as);
  const inCall = useCallView(manager) !== null && manager.busy;
  const [fetchConsultation, { isFetching }] = useLazyGetConsultationQuery();
  const [error, setError] = useState<string | null>(null);

  if (status !== 'confirmed') return null;
  const window = consultationWindow(props);
  const open = isInCallWindow(window, now);
  const hint = open
    ? null
    : now < window.opensAt.getTime()
      ? callOpensLabel(window.opensAt, props.date)
      : 'Đã hết giờ gọi của lịch khám này';

  const call = async () => {
    setError(null);
    try {
      const consultation = await fetchConsultation({ bookingId, as }).unwrap();
      if (!consultation.canCallNow) {
        setError(callOpensLabel(consultation.opensAt, consultation.date));
        return;
      }
      await manager.start({
        conversationId: consultation.conversationId,
        peer: { name: peer.name, title: peerTitle(peer), avatar: peer.avatar ?? null },
        withVideo: true,
        bookingId,
      });
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };

  return (
    <span className={styles.callAction}>
      <button
        type="button"
        className={styles.callButton}
        disabled={!open || inCall || isFetching}
        aria-busy={isFetching}
        onClick={() => void call()}
      >
        {isFetching ? <LoadingOutlined aria-hidden="true" /> : <VideoCameraOutlined aria-hidden="true" />}
        {props.label ?? 'Vào cuộc gọi'}
      </button>
      {hint && <span className={styles.callHint}>{hint}</span>}
      {error && (
        <span role="alert" className={styles.callError}>
          {error}
        </span>
      )}
    </span>
  );
}

/** The call button of a booking answer (api-contract §2 Booking): the customer calls the doctor, and back. */
export function BookingCallButton({
  booking,
  as,
  label,
}: {
  booking: Pick<Booking, '_id' | 'status' | 'date' | 'startAt' | 'endAt' | 'doctor' | 'user'>;
  as: 'user' | 'doctor';
  label?: string;
}) {
  const peer =
    as === 'user'
      ? { kind: 'doctor' as const, name: booking.doctor.name, avatar: booking.doctor.avatar.url }
      : { kind: 'user' as const, name: booking.user.name, avatar: null };
  return (
    <ConsultationCallButton
      bookingId={booking._id}
      as={as}
      status={booking.status}
      date={booking.date}
      startAt={booking.startAt}
      endAt={booking.endAt}
      peer={peer}
      {...(label !== undefined ? { label } : {})}
    />
  );
}
