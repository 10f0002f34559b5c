import {
  EditOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  StarFilled,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Descriptions, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import {
  DOCTOR_DURATIONS,
  PersonNameSchema,
  PhoneSchema,
  SUCCESS,
  VALIDATION,
  formatVnd,
  type Doctor,
  type DoctorDuration,
  type Image,
  type UpdateOwnDoctorBody,
  pictureOf,
} from '@lumi/shared';
import { z } from 'zod';
import { useAppDispatch } from '@/lib/store';
import { AvatarUpload } from '@/components/avatar-upload';
import { LazyRichText } from '@/components/rich-text-editor/lazy-rich-text';
import { doctorLoaded } from '@/lib/auth-slice';
import { rulesFrom } from '@/lib/form-rules';
import { useUpdateDoctorMutation } from '../api/doctor-api';
import styles from './doctor.module.css';

type DoctorProfileValues = {
  avatar: Image | null;
  name: string;
  phone: string;
  specialty: string;
  experience: number | null;
  fees: number | null;
  duration: DoctorDuration;
  about: string;
};

const ExperienceSchema = z
  .number({ error: VALIDATION.required })
  .int('Số năm kinh nghiệm phải là số nguyên')
  .min(0, 'Số năm kinh nghiệm từ 0 đến 70')
  .max(70, 'Số năm kinh nghiệm từ 0 đến 70');
const FeesSchema = z
  .number({ error: VALIDATION.required })
  .int('Phí khám phải là số nguyên')
  .min(1, 'Phí khám phải lớn hơn 0');
const SpecialtySchema = z
  .string({ error: 'Vui lòng chọn chuyên khoa' })
  .trim()
  .min(1, 'Vui lòng chọn chuyên khoa');
const AboutSchema = z.string().max(20_000, 'Giới thiệu tối đa 20.000 ký tự');

const vndFormatter = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const vndParser = (value: string | undefined) => Number((value ?? '').replace(/[^\d]/g, ''));

/** The signed-in doctor's information: read view, edit form (PUT /doctors/{id}). */
export function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const [isEditing, setEditing] = useState(false);
  return isEditing ? (
    <DoctorProfileForm doctor={doctor} onDone={() => setEditing(false)} />
  ) : (
    <DoctorProfileView doctor={doctor} onEdit={() => setEditing(true)} />
  );
}

function DoctorProfileView({ doctor, onEdit }: { doctor: Doctor; onEdit: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="doctor-profile-title">
      <div className={styles.cardHead}>
        <div>
          <h1 id="doctor-profile-title" className={styles.cardTitle}>
            Thông tin chung
          </h1>
          <p className={styles.cardText}>
            Thông tin hiển thị với khách hàng khi xem hồ sơ và đặt lịch khám với bạn.
          </p>
        </div>
        <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
          Chỉnh sửa thông tin
        </Button>
      </div>

      <div className={styles.hero}>
        <Avatar
          size={112}
          src={doctor.avatar?.url}
          className={styles.heroAvatar}
          icon={doctor.avatar ? undefined : <UserOutlined />}
        />
        <div>
          <h2 className={styles.heroName}>{doctor.name}</h2>
          <div className={styles.heroMeta}>
            <Tag color="blue">{doctor.specialty}</Tag>
            <span>
              <EnvironmentOutlined /> {doctor.clinic.name}
            </span>
            <span className={styles.rating}>
              <StarFilled />{' '}
              {doctor.reviewCount > 0
                ? `${doctor.averageRating.toFixed(1)} (${doctor.reviewCount} đánh giá)`
                : 'Chưa có đánh giá'}
            </span>
          </div>
        </div>
      </div>

      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        styles={{ label: { color: 'rgba(12,31,51,0.6)' } }}
        items={[
          {
            key: 'email',
            label: 'Email',
            children: (
              <span>
                <MailOutlined /> {doctor.email}
              </span>
            ),
          },
          {
            key: 'phone',
            label: 'Số điện thoại',
            children: (
              <span>
                <PhoneOutlined /> {doctor.phone}
              </span>
            ),
          },
          { key: 'specialty', label: 'Chuyên khoa', children: doctor.specialty },
          { key: 'experience', label: 'Kinh nghiệm', children: `${doctor.experience} năm` },
          { key: 'fees', label: 'Phí khám', children: <strong>{formatVnd(doctor.fees)}</strong> },
          { key: 'duration', label: 'Thời lượng mỗi ca khám', children: `${doctor.duration} phút` },
          { key: 'clinic', label: 'Phòng khám', children: doctor.clinic.name },
          { key: 'clinicPhone', label: 'Điện thoại phòng khám', children: doctor.clinic.phone },
        ]}
      />

      <div className={styles.about}>
        <h3 className={styles.aboutTitle}>Giới thiệu</h3>
        {doctor.about.trim() ? (
          // Sanitised by the server on save (api-contract §1.9).
          <div className={styles.aboutBody} dangerouslySetInnerHTML={{ __html: doctor.about }} />
        ) : (
          <p className={styles.empty}>
            Bạn chưa viết phần giới thiệu. Hãy chia sẻ kinh nghiệm và thế mạnh chuyên môn của mình.
          </p>
        )}
      </div>
    </section>
  );
}

function DoctorProfileForm({ doctor, onDone }: { doctor: Doctor; onDone: () => void }) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [updateDoctor, { isLoading }] = useUpdateDoctorMutation();

  const specialties = useMemo(() => {
    const list = [...doctor.clinic.specialties];
    if (doctor.specialty && !list.includes(doctor.specialty)) list.unshift(doctor.specialty);
    return list.map((value) => ({ value, label: value }));
  }, [doctor.clinic.specialties, doctor.specialty]);

  const initialValues: DoctorProfileValues = {
    avatar: pictureOf(doctor.avatar),
    name: doctor.name,
    phone: doctor.phone,
    specialty: doctor.specialty,
    experience: doctor.experience,
    fees: doctor.fees,
    duration: (DOCTOR_DURATIONS as readonly number[]).includes(doctor.duration)
      ? (doctor.duration as DoctorDuration)
      : 30,
    about: doctor.about,
  };

  const onFinish = async (values: DoctorProfileValues) => {
    const body: UpdateOwnDoctorBody = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      avatar: values.avatar,
      specialty: values.specialty,
      experience: values.experience ?? 0,
      fees: values.fees ?? 0,
      duration: values.duration,
    };
    // Only a changed text replaces the stored rich text, so formatting made elsewhere is kept.
    // The server sanitises the HTML (api-contract §1.9); unchanged text is not sent again.
    if (values.about !== doctor.about) body.about = values.about;
    try {
      const result = await updateDoctor({ id: doctor._id, body }).unwrap();
      dispatch(doctorLoaded(result.data));
      void message.success(result.message ?? SUCCESS.accountUpdated);
      onDone();
    } catch {
      // the server's message is shown by the API middleware
    }
  };

  return (
    <section className={styles.card} aria-labelledby="doctor-edit-title">
      <div className={styles.cardHead}>
        <div>
          <h1 id="doctor-edit-title" className={styles.cardTitle}>
            Chỉnh sửa thông tin
          </h1>
          <p className={styles.cardText}>Thay đổi áp dụng cho các lịch khám được đặt sau khi lưu.</p>
        </div>
      </div>
      <Form<DoctorProfileValues>
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
      >
        <div className={styles.editGrid}>
          <div className={styles.avatarCol}>
            <Form.Item name="avatar" noStyle>
              <AvatarUpload kind="doctor" name={doctor.name} size={132} tone="clinic" />
            </Form.Item>
          </div>
          <div>
            <div className={styles.twoCols}>
              <Form.Item label="Họ và tên" name="name" rules={rulesFrom(PersonNameSchema)}>
                <Input maxLength={100} autoComplete="name" />
              </Form.Item>
              <Form.Item label="Số điện thoại" name="phone" rules={rulesFrom(PhoneSchema)}>
                <Input inputMode="tel" autoComplete="tel" maxLength={12} />
              </Form.Item>
            </div>
            <Form.Item
              label="Email"
              extra="Email đăng nhập chỉ có thể thay đổi bởi quản trị viên phòng khám."
            >
              <Input value={doctor.email} disabled />
            </Form.Item>
            <div className={styles.twoCols}>
              <Form.Item label="Chuyên khoa" name="specialty" rules={rulesFrom(SpecialtySchema)}>
                <Select options={specialties} placeholder="Chọn chuyên khoa" />
              </Form.Item>
              <Form.Item label="Kinh nghiệm (năm)" name="experience" rules={rulesFrom(ExperienceSchema)}>
                <InputNumber min={0} max={70} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <div className={styles.twoCols}>
              <Form.Item label="Phí khám" name="fees" rules={rulesFrom(FeesSchema)}>
                <InputNumber<number>
                  min={1}
                  step={10000}
                  precision={0}
                  style={{ width: '100%' }}
                  formatter={vndFormatter}
                  parser={vndParser}
                  suffix="₫"
                />
              </Form.Item>
              <Form.Item label="Thời lượng mỗi ca khám" name="duration">
                <Select
                  options={DOCTOR_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} phút` }))}
                />
              </Form.Item>
            </div>
            <Form.Item label="Giới thiệu" name="about" rules={rulesFrom(AboutSchema, { optional: true })}>
              <LazyRichText
                label="Giới thiệu bác sĩ"
                placeholder="Quá trình đào tạo, kinh nghiệm, thế mạnh chuyên môn..."
              />
            </Form.Item>
            <div className={styles.actions}>
              <Button onClick={onDone} disabled={isLoading}>
                Hủy
              </Button>
              <Button type="primary" htmlType="submit" loading={isLoading}>
                Lưu thông tin
              </Button>
            </div>
          </div>
        </div>
      </Form>
    </section>
  );
}
