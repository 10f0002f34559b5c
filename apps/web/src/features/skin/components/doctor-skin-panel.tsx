import { Alert, Skeleton } from 'antd';
import { useId } from 'react';
import { SKIN_MESSAGES, type Booking, type BookingStatus } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteSkinNoteMutation, useGetDoctorSkinViewQuery } from '@/lib/skin-api';
import { useAppSelector } from '@/lib/store';
import { useFreshPhotoLinks } from '../hooks/use-fresh-photo-links';
import { AvoidList, SeeDoctorAlert, SkinProfileFacts } from './skin-parts';
import { SkinDiaryTimeline } from './skin-diary-timeline';
import { SkinNoteForm } from './skin-note-form';
import { SkinNoteList } from './skin-note-list';
import styles from './skin.module.css';

/** A visit the doctor may write a note for. */
const NOTE_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed'];

/**
 * The booking doctor's 'Hồ sơ da' of the patient (`GET /skin/bookings/{id}`): whether the patient shares their record,
 * the quiz's profile while they do, the notes (the doctor's own always, which they may delete), what to avoid, the
 * note form on a confirmed or completed visit, and the patient's skin diary (read only) while shared.
 */
export function DoctorSkinPanel({ booking }: { booking: Pick<Booking, '_id' | 'status'> }) {
  const query = useGetDoctorSkinViewQuery(booking._id);
  const { data, error, isLoading } = query;
  const onPhotoError = useFreshPhotoLinks(query);
  const doctorId = useAppSelector((state) => state.auth.doctorInfo?._id);
  const [deleteNote, deleting] = useDeleteSkinNoteMutation();
  const titleId = useId();

  const remove = async (id: string) => {
    const result = await deleteNote({ id, bookingId: booking._id });
    if (result.data) notify.success(SKIN_MESSAGES.noteDeleted);
  };

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!data)
    body = (
      <p role="alert" className={styles.muted}>
        {getErrorMessage(error)}
      </p>
    );
  else
    body = (
      <>
        <Alert
          type={data.shared ? 'success' : 'info'}
          showIcon
          title={
            data.shared
              ? 'Bệnh nhân đang chia sẻ hồ sơ da'
              : 'Bệnh nhân chưa chia sẻ hồ sơ da — bạn chỉ thấy ghi chú của mình'
          }
        />
        {data.shared &&
          (data.profile ? (
            <>
              <SkinProfileFacts profile={data.profile} />
              <SeeDoctorAlert
                reasons={data.profile.seeDoctor}
                title="Trắc nghiệm cho thấy dấu hiệu cần khám"
              />
            </>
          ) : (
            <p className={styles.muted}>Bệnh nhân chưa làm trắc nghiệm da.</p>
          ))}
        <div className={styles.block}>
          <h4 className={styles.subTitle}>Thành phần cần tránh</h4>
          {data.avoid.length > 0 ? (
            <AvoidList entries={data.avoid} label="Thành phần cần tránh" />
          ) : (
            <p className={styles.muted}>Chưa có thành phần nào cần tránh.</p>
          )}
        </div>
        <div className={styles.block}>
          <h4 className={styles.subTitle}>Nhật ký da của bệnh nhân</h4>
          {data.shared ? (
            <SkinDiaryTimeline
              entries={data.diary}
              readOnly
              label="Nhật ký da của bệnh nhân"
              headingLevel={5}
              empty="Bệnh nhân chưa ghi nhật ký da."
              onPhotoError={onPhotoError}
            />
          ) : (
            <p className={styles.muted}>
              Nhật ký da chỉ hiển thị khi bệnh nhân chia sẻ hồ sơ da với lịch khám này.
            </p>
          )}
        </div>
        <div className={styles.block}>
          <h4 className={styles.subTitle}>Ghi chú</h4>
          <SkinNoteList
            notes={data.notes}
            empty="Chưa có ghi chú nào."
            canDelete={(note) => note.doctor._id === doctorId}
            onDelete={(note) => void remove(note._id)}
            deletingId={deleting.isLoading ? deleting.originalArgs?.id : undefined}
          />
        </div>
        {NOTE_STATUSES.includes(booking.status) && <SkinNoteForm bookingId={booking._id} />}
      </>
    );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        Hồ sơ da
      </h3>
      {body}
    </section>
  );
}
