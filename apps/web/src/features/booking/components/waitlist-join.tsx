import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatWeekdayDate,
  fullWaitlistWindows,
  type DaySchedule,
  type Doctor,
  type WaitlistEntry,
} from '@lumi/shared';
import { BellIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/errors';
import { useJoinWaitlistMutation } from '../api/booking-api';
import { useSignInGate } from './sign-in-gate';
import plain from './doctor-page.module.css';

/**
 * Under a day whose slots (or a morning or afternoon of them) are all taken: join its waitlist (issue 30). The
 * customer is told by the bell and by mail when one frees; the first to book it gets it.
 */
export function WaitlistJoin({
  doctor,
  schedule,
  now,
}: {
  doctor: Doctor;
  schedule: DaySchedule;
  now: Date;
}) {
  const windows = fullWaitlistWindows(schedule, now);
  const [choice, setChoice] = useState<string | null>(null);
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; already: boolean } | null>(null);
  const [join, { isLoading }] = useJoinWaitlistMutation();
  const gate = useSignInGate();
  if (windows.length === 0) return null;
  const chosen = windows.find((w) => w.key === choice) ?? windows[0]!;
  const wholeDay = windows.some((w) => w.key === 'day');

  if (joined) {
    return (
      <div className={`${plain.alert} ${plain.waitlist}`} role="status">
        <div className={plain.alertTitle}>
          <BellIcon /> Bạn đã vào danh sách chờ
        </div>
        <p>
          {chosen.label}, {formatWeekdayDate(joined.date)}. Chúng tôi sẽ báo qua chuông thông báo và email
          ngay khi có giờ trống. <Link to={paths.booking.waitlist.getHref()}>Xem danh sách chờ</Link>
        </p>
      </div>
    );
  }

  const submit = async () => {
    setRefusal(null);
    try {
      setJoined(
        await join({ doctor: doctor._id, date: schedule.date, from: chosen.from, to: chosen.to }).unwrap(),
      );
    } catch (error) {
      setRefusal({
        message: getErrorMessage(error),
        already: isApiError(error) && error.code === 'WAITLIST_ALREADY_JOINED',
      });
    }
  };

  return (
    <section className={`${plain.alert} ${plain.waitlist}`} aria-label="Danh sách chờ">
      <div className={plain.alertTitle}>
        <BellIcon /> {wholeDay ? 'Ngày này đã kín lịch' : 'Một buổi của ngày này đã kín lịch'}
      </div>
      <p>
        Vào danh sách chờ để được báo ngay khi có người hủy hoặc đổi lịch. Người đặt trước sẽ nhận giờ trống,
        bạn vẫn ở trong danh sách nếu chưa kịp đặt.
      </p>
      {windows.length > 1 && (
        <div className={plain.filters} role="radiogroup" aria-label="Khung giờ muốn chờ">
          {windows.map((w) => (
            <button
              key={w.key}
              type="button"
              role="radio"
              aria-checked={w.key === chosen.key}
              aria-pressed={w.key === chosen.key}
              className={plain.filter}
              onClick={() => setChoice(w.key)}
            >
              {w.label}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        className={plain.primaryButton}
        disabled={isLoading}
        onClick={() => gate(() => void submit())}
      >
        Báo tôi khi có giờ trống
      </button>
      {refusal && (
        <p role="alert" className={plain.waitlistError}>
          {refusal.message}
          {refusal.already && (
            <>
              {' '}
              <Link to={paths.booking.waitlist.getHref()}>Xem danh sách chờ</Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
