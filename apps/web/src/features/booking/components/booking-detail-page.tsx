import { EditOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Skeleton, Timeline } from 'antd';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BOOKING_STATUS_LABELS,
  formatDateTime,
  formatLocalDate,
  formatVnd,
  PATIENT_GENDER_LABELS,
  type Booking,
  type BookingEvent,
  formatAppointment,
  isRescheduleEvent,
} from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/store';
import { getErrorMessage } from '@/lib/errors';
import { asApiError } from '@/lib/query-error';
import { useGetMyBookingQuery, useUpdateBookingCustomerMutation } from '../api/booking-api';
import { doctorTitle } from '../utils/format';
import { BookingActions } from './booking-actions';
import { BookingReviewModal, type ReviewTarget } from './booking-review-modal';
import { BOOKING_EVENT_TITLES, BookingStatusTag } from '@/components/booking/booking-status-tag';
import { CancelBookingModal } from './cancel-booking-modal';
import { DepositBox } from './deposit-box';
import { RescheduleBookingModal } from './reschedule-booking-modal';
import { PatientFields, type PatientValues } from './patient-fields';
import { SignInGate, type AuthModalComponent } from './sign-in-gate';
import styles from './booking.module.css';

export type BookingDetailPageProps = {
  id: string;
  AuthModal: AuthModalComponent;
  NotFound: ComponentType;
  /** The booking's 'Vào cuộc gọi' (features/call), composed by the route. */
  renderCall?: (booking: Booking) => ReactNode;
  /** 'Nhắn tin với bác sĩ' (features/chat), composed by the route. */
  renderChat?: (booking: Booking) => ReactNode;
  /** The routines the doctor recommended for this booking (features/routines), composed by the route. */
  renderRoutines?: (booking: Booking) => ReactNode;
  /** Sharing the customer's skin record with the booking's doctor (features/skin), composed by the route. */
  renderSkin?: (booking: Booking) => ReactNode;
};

const TITLE = 'Thông tin chi tiết lịch khám';

/** `/booking-detail/{id}` (api-contract §3.10 `GET /bookings/detail-customer/{id}`). */
export function BookingDetailPage({
  id,
  AuthModal,
  NotFound,
  renderCall,
  renderChat,
  renderRoutines,
  renderSkin,
}: BookingDetailPageProps) {
  return (
    <SignInGate AuthModal={AuthModal}>
      <PageTitle clinic title={TITLE} />
      <BookingDetail
        id={id}
        NotFound={NotFound}
        renderCall={renderCall}
        renderChat={renderChat}
        renderRoutines={renderRoutines}
        renderSkin={renderSkin}
      />
    </SignInGate>
  );
}

function BookingDetail({
  id,
  NotFound,
  renderCall,
  renderChat,
  renderRoutines,
  renderSkin,
}: {
  id: string;
  NotFound: ComponentType;
  renderCall: BookingDetailPageProps['renderCall'];
  renderChat: BookingDetailPageProps['renderChat'];
  renderRoutines: BookingDetailPageProps['renderRoutines'];
  renderSkin: BookingDetailPageProps['renderSkin'];
}) {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const { data, isLoading, error } = useGetMyBookingQuery(id, {
    skip: !isAuthenticated,
    refetchOnMountOrArgChange: true,
  });
  const apiError = asApiError(error);

  if (apiError?.status === 404 || apiError?.code === 'VALIDATION_ERROR') return <NotFound />;
  let body;
  if (!isAuthenticated)
    body = <div className={styles.card}>Vui lòng đăng nhập để xem lịch khám của bạn.</div>;
  else if (isLoading)
    body = (
      <div className={styles.card}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (!data)
    body = (
      <div className={styles.card} role="alert">
        {getErrorMessage(error)}
      </div>
    );
  else
    body = (
      <BookingView
        booking={data}
        renderCall={renderCall}
        renderChat={renderChat}
        renderRoutines={renderRoutines}
        renderSkin={renderSkin}
      />
    );

  return (
    <div className={styles.page}>
      <div className={styles.container}>{body}</div>
    </div>
  );
}

function actorOf(event: BookingEvent): string {
  const name = event.updatedBy?.name;
  switch (event.updatedByModel) {
    case 'User':
      return name ? `Bạn (${name})` : 'Bạn';
    case 'Doctor':
      return name ? `Bác sĩ ${name}` : 'Bác sĩ';
    case 'Clinic':
      return name ? `Phòng khám (${name})` : 'Phòng khám';
    case 'System':
      return 'Hệ thống';
  }
}

function BookingView({
  booking,
  renderCall,
  renderChat,
  renderRoutines,
  renderSkin,
}: {
  booking: Booking;
  renderCall: BookingDetailPageProps['renderCall'];
  renderChat: BookingDetailPageProps['renderChat'];
  renderRoutines: BookingDetailPageProps['renderRoutines'];
  renderSkin: BookingDetailPageProps['renderSkin'];
}) {
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const patient = booking.customer;

  return (
    <>
      <section className={styles.card} aria-labelledby="booking-title">
        <div className={styles.bookingHead}>
          <h1 id="booking-title" className={styles.heading}>
            Mã lịch khám: {booking.code}
          </h1>
          <BookingStatusTag status={booking.status} />
        </div>
        <p className={styles.muted}>
          Đặt lúc {formatDateTime(booking.createdAt)} ·{' '}
          <Link to={paths.booking.history.getHref()}>Lịch sử đặt khám</Link>
        </p>
        <div className={styles.actions}>
          <BookingActions
            booking={booking}
            calendar
            onCancel={setCancelling}
            onReschedule={setMoving}
            onReview={setReviewing}
          />
          {renderCall?.(booking)}
          {renderChat?.(booking)}
        </div>
        <DepositBox booking={booking} />
      </section>

      <div className={styles.detailGrid}>
        <section className={styles.card} aria-labelledby="visit-title">
          <h2 id="visit-title" className={styles.cardTitle}>
            Thông tin lịch khám
          </h2>
          <dl className={styles.facts}>
            <dt>Thời gian</dt>
            <dd>{formatAppointment(booking)}</dd>
            <dt>Bác sĩ</dt>
            <dd>
              <Link to={paths.booking.doctorDetail.getHref(booking.doctor.slug)}>
                {doctorTitle(booking.doctor.name)}
              </Link>{' '}
              · {booking.doctor.specialty}
            </dd>
            <dt>Phòng khám</dt>
            <dd>
              <Link to={paths.booking.clinicDetail.getHref(booking.clinic.slug)}>{booking.clinic.name}</Link>
              <div
                className={`${styles.html} ${styles.muted}`}
                dangerouslySetInnerHTML={{ __html: booking.clinic.address }}
              />
              <div className={styles.muted}>{booking.clinic.phone}</div>
            </dd>
            <dt>Phí khám</dt>
            <dd>
              <span className={styles.price}>{formatVnd(booking.price)}</span> (thanh toán tại phòng khám)
            </dd>
            {booking.cancelReason && (
              <>
                <dt>Lý do hủy</dt>
                <dd>{booking.cancelReason}</dd>
              </>
            )}
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="patient-title">
          <div className={`${styles.bookingHead} ${styles.headSpaced}`}>
            <h2 id="patient-title" className={styles.cardTitle}>
              Thông tin bệnh nhân
            </h2>
            {booking.canEdit && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                Sửa thông tin
              </Button>
            )}
          </div>
          <dl className={styles.facts}>
            <dt>Họ và tên</dt>
            <dd>{patient.name}</dd>
            <dt>Số điện thoại</dt>
            <dd>{patient.phone}</dd>
            <dt>Email</dt>
            <dd>{patient.email}</dd>
            <dt>Giới tính</dt>
            <dd>{PATIENT_GENDER_LABELS[patient.gender]}</dd>
            <dt>Ngày sinh</dt>
            <dd>{formatLocalDate(patient.dateOfBirth)}</dd>
            <dt>Địa chỉ</dt>
            <dd>{patient.address}</dd>
            <dt>Ghi chú</dt>
            <dd>{patient.note ?? '—'}</dd>
          </dl>
          {booking.status === 'confirmed' && (
            <p className={styles.muted} style={{ marginTop: 10 }}>
              Thông tin bệnh nhân chỉ sửa được khi lịch khám đang chờ xác nhận.
            </p>
          )}
        </section>
      </div>

      {renderSkin?.(booking)}
      {renderRoutines?.(booking)}

      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.cardTitle}>
          Lịch sử đặt khám
        </h2>
        <Timeline
          items={booking.statusHistory.map((event, index) => ({
            key: `${event.date}-${index}`,
            color: event.status === 'cancelled' ? 'red' : event.status === 'completed' ? 'green' : 'blue',
            content: (
              <div>
                <strong>
                  {isRescheduleEvent(event) ? 'Đổi lịch khám' : BOOKING_EVENT_TITLES[event.status]}
                </strong>{' '}
                <span className={styles.muted}>({BOOKING_STATUS_LABELS[event.status]})</span>
                <div className={styles.muted}>
                  {formatDateTime(event.date)} · {actorOf(event)}
                </div>
                {event.note && <div>{isRescheduleEvent(event) ? event.note : `Lý do: ${event.note}`}</div>}
              </div>
            ),
          }))}
        />
      </section>

      <CancelBookingModal booking={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleBookingModal booking={moving} onClose={() => setMoving(null)} />
      <BookingReviewModal target={reviewing} onClose={() => setReviewing(null)} />
      <EditPatientModal booking={booking} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}

/** Patient details while pending (api-contract §4.1 `PUT /bookings/customer-info/{id}`); date and time never change. */
function EditPatientModal({
  booking,
  open,
  onClose,
}: {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PatientValues>();
  const [update, { isLoading }] = useUpdateBookingCustomerMutation();

  const submit = async (values: PatientValues) => {
    const result = await update({
      id: booking._id,
      body: { customer: { ...values, note: values.note?.trim() ? values.note.trim() : null } },
    });
    if ('data' in result) onClose();
  };

  return (
    <Modal
      open={open}
      title="Sửa thông tin bệnh nhân"
      okText="Lưu thay đổi"
      okButtonProps={{ loading: isLoading }}
      cancelText="Đóng"
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...booking.customer, note: booking.customer.note ?? undefined }}
        onFinish={(values) => void submit(values)}
      >
        <PatientFields />
      </Form>
    </Modal>
  );
}
