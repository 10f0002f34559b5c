import { EditOutlined, ReloadOutlined, ShopOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Image, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { CLINIC_ADMIN_TEXT, formatLocalDate, type Clinic, weekdayName } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import {
  useCreateClinicMutation,
  useGetOwnClinicQuery,
  useUpdateOwnClinicMutation,
} from '../api/admin-clinic-api';
import { ClinicForm, type ClinicFormBody } from './clinic-form';
import styles from './admin-clinic.module.css';

/** `/admin/clinics-info`: the CLINIC account's clinic — created once, then shown and edited (reference §5.1). */
export function ClinicInfo() {
  const query = useGetOwnClinicQuery();
  const [create, creating] = useCreateClinicMutation();
  const [update, updating] = useUpdateOwnClinicMutation();
  const [editing, setEditing] = useState(false);
  const { message } = App.useApp();

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="Không thể tải thông tin phòng khám"
        subTitle={getErrorMessage(query.error)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }

  const clinic = query.data ?? null;

  const onCreate = async (body: ClinicFormBody) => {
    const result = await create(body).unwrap();
    void message.success(result.message ?? CLINIC_ADMIN_TEXT.clinicCreated);
    setEditing(false);
  };
  const onUpdate = async (body: ClinicFormBody) => {
    const result = await update(body).unwrap();
    void message.success(result.message ?? CLINIC_ADMIN_TEXT.clinicUpdated);
    setEditing(false);
  };

  if (!clinic && !editing) {
    return (
      <Card variant="borderless">
        <Result
          icon={<ShopOutlined style={{ color: '#0284c7' }} />}
          title={CLINIC_ADMIN_TEXT.clinicMissing}
          subTitle="Tạo thông tin phòng khám để thêm bác sĩ và nhận lịch khám."
          extra={
            <Button type="primary" onClick={() => setEditing(true)}>
              Tạo thông tin phòng khám
            </Button>
          }
        />
      </Card>
    );
  }

  if (editing || !clinic) {
    return (
      <ClinicForm
        clinic={clinic}
        saving={creating.isLoading || updating.isLoading}
        submitText={clinic ? 'Lưu thay đổi' : 'Tạo phòng khám'}
        onSubmit={clinic ? onUpdate : onCreate}
        onCancel={() => setEditing(false)}
      />
    );
  }

  return <ClinicView clinic={clinic} onEdit={() => setEditing(true)} />;
}

/** The clinic as saved: its details, week, days off and photos. */
export function ClinicView({ clinic, onEdit }: { clinic: Clinic; onEdit?: () => void }) {
  return (
    <Card
      variant="borderless"
      title={
        <span className={styles.person}>
          <img src={clinic.logo.url} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
          <span>{clinic.name.toUpperCase()}</span>
          <Tag color={clinic.isActive ? 'success' : 'error'}>
            {clinic.isActive ? 'Đang hoạt động' : 'Đã dừng'}
          </Tag>
        </span>
      }
      extra={
        onEdit && (
          <Button icon={<EditOutlined />} onClick={onEdit}>
            Chỉnh sửa thông tin
          </Button>
        )
      }
    >
      <Descriptions column={1} bordered size="small" title="Thông tin chi tiết">
        <Descriptions.Item label="Email">{clinic.email}</Descriptions.Item>
        <Descriptions.Item label="Số điện thoại">{clinic.phone}</Descriptions.Item>
        <Descriptions.Item label="Địa chỉ">
          <div dangerouslySetInnerHTML={{ __html: clinic.address }} />
        </Descriptions.Item>
        <Descriptions.Item label="Mô tả">
          <div dangerouslySetInnerHTML={{ __html: clinic.description }} />
        </Descriptions.Item>
        <Descriptions.Item label="Chuyên khoa">
          <div className={styles.chips}>
            {clinic.specialties.map((specialty) => (
              <Tag key={specialty} color="blue">
                {specialty}
              </Tag>
            ))}
          </div>
        </Descriptions.Item>
        <Descriptions.Item label="Bác sĩ">{clinic.doctorCount}</Descriptions.Item>
        <Descriptions.Item label="Đánh giá">
          {clinic.averageRating.toFixed(1)}/5 ({clinic.reviewCount} đánh giá)
        </Descriptions.Item>
      </Descriptions>
      <Descriptions column={1} bordered size="small" title="Lịch làm việc" style={{ marginTop: 20 }}>
        {clinic.workingHours.map((day) => (
          <Descriptions.Item key={day.dayOfWeek} label={weekdayName(day.dayOfWeek)}>
            {day.isOpen
              ? `${day.startTime} - ${day.endTime}${day.breakTime ? ` (nghỉ ${day.breakTime.start} - ${day.breakTime.end})` : ''}`
              : 'Đóng cửa'}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <h4 style={{ margin: '20px 0 8px' }}>Ngày nghỉ</h4>
      <div className={styles.chips}>
        {clinic.holidays.length === 0 ? (
          <span className={styles.secondary}>Chưa có ngày nghỉ nào</span>
        ) : (
          clinic.holidays.map((date) => (
            <Tag key={date} color="red">
              {formatLocalDate(date)}
            </Tag>
          ))
        )}
      </div>
      <h4 style={{ margin: '20px 0 8px' }}>Ảnh nền phòng khám</h4>
      <Image.PreviewGroup>
        <div className={styles.chips}>
          {clinic.banners.map((banner, index) => (
            <Image
              key={banner.publicId}
              src={banner.url}
              width={200}
              height={90}
              alt={`Banner ${index + 1}`}
            />
          ))}
        </div>
      </Image.PreviewGroup>
      <h4 style={{ margin: '20px 0 8px' }}>Hình ảnh phòng khám</h4>
      <Image.PreviewGroup>
        <div className={styles.chips}>
          {clinic.images.map((image, index) => (
            <Image
              key={image.publicId}
              src={image.url}
              width={120}
              height={90}
              alt={`Ảnh phòng khám ${index + 1}`}
            />
          ))}
        </div>
      </Image.PreviewGroup>
    </Card>
  );
}
