import { MedicineBoxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { Booking } from '@lumi/shared';
import { RoutineComposer, type RoutineBooking } from './routine-composer';

/** A doctor recommends a routine for a booking that is confirmed or completed. */
export const canRecommendRoutine = (booking: Pick<Booking, 'status'>) =>
  booking.status === 'confirmed' || booking.status === 'completed';

/** 'Gợi ý liệu trình' in the doctor's booking drawer: opens the composer for this booking's customer. */
export function RecommendRoutineButton({ booking }: { booking: Booking }) {
  const [target, setTarget] = useState<RoutineBooking | null>(null);
  if (!canRecommendRoutine(booking)) return null;
  return (
    <>
      <Button
        icon={<MedicineBoxOutlined />}
        onClick={() =>
          setTarget({ _id: booking._id, code: booking.code, customerName: booking.customer.name })
        }
      >
        Gợi ý liệu trình
      </Button>
      <RoutineComposer booking={target} onClose={() => setTarget(null)} />
    </>
  );
}
