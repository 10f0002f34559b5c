import { useListBookingRoutinesQuery, type RoutineViewer } from '../api/routines-api';
import { RoutineCard } from './routine-card';
import styles from './routines.module.css';

/** The routines the doctor recommended for one booking (nothing at all when there are none). */
export function BookingRoutines({
  bookingId,
  viewer = 'user',
  doctorSlug,
}: {
  bookingId: string;
  viewer?: RoutineViewer;
  /** The booking's doctor's page: where the follow-up visit at a routine's end is booked. */
  doctorSlug?: string;
}) {
  const { data } = useListBookingRoutinesQuery({ bookingId, as: viewer });
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="booking-routines-title">
      <h2 id="booking-routines-title" className={styles.sectionTitle}>
        Liệu trình bác sĩ gợi ý
      </h2>
      {data.map((routine) => (
        <RoutineCard key={routine._id} routine={routine} viewer={viewer} doctorSlug={doctorSlug} />
      ))}
    </section>
  );
}
