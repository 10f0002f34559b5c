import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { ClinicDoctorFieldsSchema, DOCTOR_DURATIONS, type Image } from '@lumi/shared';
import { IMAGE_HINT, ImageUpload } from '@/components/image-upload/image-upload';
import { rulesFrom } from '@/lib/form-rules';
import { LazyRichText } from '@/components/rich-text-editor/lazy-rich-text';

const f = ClinicDoctorFieldsSchema.shape;
const DURATION_OPTIONS = DOCTOR_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} phút` }));
const moneyFormat = new Intl.NumberFormat('vi-VN');

/** The doctor form's values (the bodies of `POST` / `PUT /admin/doctors`). */
export type DoctorFormValues = {
  name: string;
  phone: string;
  email: string;
  password?: string;
  specialty: string;
  experience: number;
  fees: number;
  duration: number;
  about: string;
  avatar: Image | null;
};

export const DOCTOR_FORM_FIELDS = [
  'name',
  'phone',
  'email',
  'password',
  'specialty',
  'experience',
  'fees',
  'duration',
  'about',
  'avatar',
] as const satisfies readonly (keyof DoctorFormValues)[];

type DoctorFieldsProps = {
  /** The clinic's specialties, to choose the doctor's one from. */
  specialties: readonly string[];
  /** The create form asks for the first password; the edit form resets it separately. */
  withPassword: boolean;
  /** Editing a doctor whose avatar is the default one: a new avatar may be left out. */
  avatarOptional?: boolean;
};

/** 'Tạo thông tin bác sĩ' fields (reference §5.3), checked with the shared schema's messages. */
export function DoctorFields({ specialties, withPassword, avatarOptional = false }: DoctorFieldsProps) {
  return (
    <>
      <Form.Item
        name="avatar"
        label="Ảnh đại diện"
        rules={avatarOptional ? [] : rulesFrom(f.avatar)}
        extra={IMAGE_HINT}
      >
        <ImageUpload purpose="doctor" label="ảnh đại diện" width={120} height={120} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Họ và tên" rules={rulesFrom(f.name)}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label="Số điện thoại" rules={rulesFrom(f.phone)}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={rulesFrom(f.email)}>
            <Input maxLength={254} autoComplete="off" />
          </Form.Item>
        </Col>
        {withPassword && (
          <Col xs={24} md={12}>
            <Form.Item name="password" label="Mật khẩu" rules={rulesFrom(f.password)}>
              <Input.Password maxLength={128} autoComplete="new-password" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="specialty" label="Chuyên khoa" rules={rulesFrom(f.specialty)}>
            <Select
              placeholder="Chọn chuyên khoa"
              options={specialties.map((specialty) => ({ value: specialty, label: specialty }))}
              notFoundContent="Phòng khám chưa có chuyên khoa"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="experience" label="Số năm kinh nghiệm" rules={rulesFrom(f.experience)}>
            <InputNumber min={0} max={70} precision={0} style={{ width: '100%' }} suffix="năm" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="fees" label="Phí khám (VND)" rules={rulesFrom(f.fees)}>
            <InputNumber<number>
              min={1}
              precision={0}
              step={10_000}
              style={{ width: '100%' }}
              formatter={(value) => (value === undefined ? '' : moneyFormat.format(Number(value)))}
              parser={(text) => Number((text ?? '').replace(/\D/g, ''))}
              suffix="₫"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="duration" label="Thời gian khám" rules={rulesFrom(f.duration)}>
            <Select placeholder="Chọn thời gian khám" options={DURATION_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="about" label="Giới thiệu" rules={rulesFrom(f.about)}>
        <LazyRichText
          label="Giới thiệu bác sĩ"
          placeholder="Quá trình đào tạo, kinh nghiệm, thế mạnh chuyên môn…"
        />
      </Form.Item>
    </>
  );
}

/** The fields every doctor body carries (the avatar and the password are added by the caller). */
export function toDoctorBody(values: DoctorFormValues) {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    specialty: values.specialty,
    experience: values.experience,
    fees: values.fees,
    duration: values.duration,
    about: values.about,
  };
}

type DoctorBodyFields = ReturnType<typeof toDoctorBody>;

/**
 * `PUT /admin/doctors/{id}` from the edit form: only the fields changed from `before` (what the form opened with),
 * and the avatar only when another one was uploaded.
 */
export function changedDoctorFields(
  before: DoctorFormValues,
  after: DoctorFormValues,
): Partial<DoctorBodyFields> & { avatar?: Image } {
  const was = toDoctorBody(before);
  const now = toDoctorBody(after);
  const keys = Object.keys(now) as (keyof DoctorBodyFields)[];
  const body: Partial<DoctorBodyFields> & { avatar?: Image } = Object.fromEntries(
    keys.filter((key) => now[key] !== was[key]).map((key) => [key, now[key]]),
  );
  if (after.avatar && after.avatar.publicId !== before.avatar?.publicId) body.avatar = after.avatar;
  return body;
}
