import { HourglassOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { formatWeekdayDate, type StaffWaitlistDay } from '@lumi/shared';

/**
 * The days customers wait for a freed slot (issue 30, ADR 0057), for the doctor (their own) and the clinic (with the
 * doctor's name): a slot given back on one of them is offered to those waiting, in order, without anyone's action.
 */
export function WaitlistDays({
  days,
  withDoctor,
}: {
  days: StaffWaitlistDay[] | undefined;
  withDoctor: boolean;
}) {
  if (!days?.length) return null;
  const people = days.reduce((n, d) => n + d.waiting, 0);
  return (
    <Alert
      type="info"
      showIcon
      icon={<HourglassOutlined />}
      style={{ marginBottom: 16 }}
      message={`${people} bệnh nhân đang chờ giờ trống`}
      description={
        <>
          <ul style={{ margin: '4px 0 6px', paddingLeft: 18 }} aria-label="Ngày có bệnh nhân chờ">
            {days.map((d) => (
              <li key={`${d.doctor._id}-${d.date}`}>
                {formatWeekdayDate(d.date)}
                {withDoctor && ` · ${d.doctor.name}`}: <strong>{d.waiting} người chờ</strong>
                {d.windows > 0 && ` (${d.windows} chờ một khung giờ)`}
              </li>
            ))}
          </ul>
          <span>
            Khi có lịch bị hủy hoặc đổi, giờ trống được tự động báo cho người chờ theo thứ tự đăng ký.
          </span>
        </>
      }
    />
  );
}
