import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import {
  BOOKING_RESCHEDULE_LIMIT,
  ClinicFieldsSchema,
  DEFAULT_RESCHEDULE_NOTICE_HOURS,
  RESCHEDULE_NOTICE_MAX_HOURS,
  type Clinic,
  type Image,
  type WorkingDay,
  type WorkingDayInput,
} from '@lumi/shared';
import { fieldErrorsOf } from '@/components/admin-list/form-modal';
import { IMAGE_HINT, ImageUpload } from '@/components/image-upload/image-upload';
import { ImagesUpload } from '@/components/image-upload/images-upload';
import { rulesFrom } from '@/lib/form-rules';
import { defaultWeek, toWorkingDayInputs, toWorkingDays } from '../utils/working-hours';
import { HolidaysField } from './holidays-field';
import { LazyRichText } from '@/components/rich-text-editor/lazy-rich-text';
import { WorkingHoursEditor } from './working-hours-editor';
import styles from './admin-clinic.module.css';

const cf = ClinicFieldsSchema.shape;
/** The reference's words for the four clinic photos. */
export const CLINIC_IMAGES_MESSAGE = 'Vui lòng tải lên đủ 4 ảnh';

type ClinicFormValues = {
  name: string;
  phone: string;
  email: string;
  address: string;
  description: string;
  specialties: string[];
  logo: Image | null;
  banners: Image[];
  images: Image[];
  workingHours: WorkingDayInput[];
  holidays: string[];
  rescheduleNoticeHours: number | null;
};

const FIELDS = [
  'name',
  'phone',
  'email',
  'address',
  'description',
  'specialties',
  'logo',
  'banners',
  'images',
  'workingHours',
  'holidays',
  'rescheduleNoticeHours',
] as const satisfies readonly (keyof ClinicFormValues)[];

/** What the form sends: every field of `POST /admin/clinics` (a full `PUT /admin/clinics/owner` when editing). */
export type ClinicFormBody = {
  name: string;
  phone: string;
  email: string;
  address: string;
  description: string;
  specialties: string[];
  logo: Image;
  banners: Image[];
  images: Image[];
  workingHours: WorkingDay[];
  holidays: string[];
  rescheduleNoticeHours: number;
};

function valuesOf(clinic: Clinic | null): ClinicFormValues {
  if (!clinic) {
    return {
      name: '',
      phone: '',
      email: '',
      address: '',
      description: '',
      specialties: [],
      logo: null,
      banners: [],
      images: [],
      workingHours: defaultWeek(),
      holidays: [],
      rescheduleNoticeHours: DEFAULT_RESCHEDULE_NOTICE_HOURS,
    };
  }
  return {
    name: clinic.name,
    phone: clinic.phone,
    email: clinic.email,
    address: clinic.address,
    description: clinic.description,
    specialties: clinic.specialties,
    logo: clinic.logo,
    banners: clinic.banners,
    images: clinic.images,
    workingHours: toWorkingDayInputs(clinic.workingHours),
    holidays: clinic.holidays,
    rescheduleNoticeHours: clinic.rescheduleNoticeHours,
  };
}

type ClinicFormProps = {
  /** The clinic edited, or null to create one. */
  clinic: Clinic | null;
  saving: boolean;
  submitText: string;
  /** Saves; a refusal that names a field (name or email taken, a holiday with bookings) is marked on it. */
  onSubmit: (body: ClinicFormBody) => Promise<void>;
  onCancel?: () => void;
  /** Fields above the clinic's own (ADMIN's owner account). */
  header?: ReactNode;
};

/**
 * 'Tạo thông tin phòng khám' and its edit (reference §5.1, api-contract §4.3): the shared schema's rules, the
 * reference's working-hours cross-checks, images with upload progress.
 */
export function ClinicForm({ clinic, saving, submitText, onSubmit, onCancel, header }: ClinicFormProps) {
  const [form] = Form.useForm<ClinicFormValues>();

  const onFinish = async (values: ClinicFormValues) => {
    try {
      await onSubmit({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        address: values.address,
        description: values.description,
        specialties: values.specialties.map((s) => s.trim()),
        logo: values.logo as Image,
        banners: values.banners,
        images: values.images,
        workingHours: toWorkingDays(values.workingHours),
        holidays: values.holidays,
        rescheduleNoticeHours: values.rescheduleNoticeHours ?? DEFAULT_RESCHEDULE_NOTICE_HOURS,
      });
    } catch (failure) {
      const marked = fieldErrorsOf<ClinicFormValues>(failure, FIELDS, {
        CLINIC_NAME_TAKEN: 'name',
        CLINIC_EMAIL_TAKEN: 'email',
        HOLIDAY_HAS_BOOKINGS: 'holidays',
      });
      if (marked.length > 0) form.setFields(marked as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Form<ClinicFormValues>
      form={form}
      // Field ids 'clinic_<field>': the owner's account form above (ADMIN) has a 'name' too, and the labels must
      // point at their own inputs.
      name="clinic"
      layout="vertical"
      initialValues={valuesOf(clinic)}
      onFinish={(values) => void onFinish(values)}
      disabled={saving}
      aria-label={clinic ? 'Chỉnh sửa thông tin phòng khám' : 'Tạo thông tin phòng khám'}
    >
      {header}
      <Card className={styles.section} title="Thông tin chung" size="small">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label="Tên phòng khám" rules={rulesFrom(cf.name)}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label="Số điện thoại" rules={rulesFrom(cf.phone)}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label="Email" rules={rulesFrom(cf.email)}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label="Địa chỉ" rules={rulesFrom(cf.address)}>
          <LazyRichText
            label="Địa chỉ"
            placeholder="Số nhà, đường, phường/xã, quận/huyện, tỉnh/thành phố"
            height={140}
          />
        </Form.Item>
      </Card>
      <Card className={styles.section} title="Thông tin chuyên môn" size="small">
        <Form.Item name="description" label="Mô tả" rules={rulesFrom(cf.description)}>
          <LazyRichText
            label="Mô tả phòng khám"
            placeholder="Giới thiệu phòng khám, dịch vụ, trang thiết bị…"
          />
        </Form.Item>
        <Form.Item
          name="specialties"
          label="Chuyên khoa"
          rules={rulesFrom(cf.specialties)}
          extra="Gõ tên chuyên khoa rồi nhấn Enter để thêm"
        >
          <Select mode="tags" placeholder="Thêm chuyên khoa" open={false} tokenSeparators={[',']} />
        </Form.Item>
      </Card>
      <Card className={styles.section} title="Lịch làm việc" size="small">
        <WorkingHoursEditor />
      </Card>
      <Card className={styles.section} title="Ngày nghỉ" size="small">
        <HolidaysItem initialWeek={valuesOf(clinic).workingHours} disabled={saving} />
      </Card>
      <Card className={styles.section} title="Đổi lịch khám" size="small">
        <Form.Item
          name="rescheduleNoticeHours"
          label="Khách được tự đổi lịch trước giờ khám ít nhất"
          rules={rulesFrom(cf.rescheduleNoticeHours.unwrap())}
          extra={`Từ 0 đến ${RESCHEDULE_NOTICE_MAX_HOURS} giờ. Mỗi lịch khám được đổi tối đa ${BOOKING_RESCHEDULE_LIMIT} lần; gần giờ khám hơn, khách cần liên hệ phòng khám.`}
          style={{ marginBottom: 0 }}
        >
          <InputNumber<number>
            min={0}
            max={RESCHEDULE_NOTICE_MAX_HOURS}
            precision={0}
            suffix="giờ"
            style={{ width: 200, maxWidth: '100%' }}
          />
        </Form.Item>
      </Card>
      <Card className={styles.section} title="Hình ảnh" size="small">
        <Form.Item name="logo" label="Logo" rules={rulesFrom(cf.logo)} extra={IMAGE_HINT}>
          <ImageUpload purpose="clinic" label="logo" width={120} height={120} contain />
        </Form.Item>
        <Form.Item name="banners" label="Banner (1–4 ảnh)" rules={rulesFrom(cf.banners)}>
          <ImagesUpload purpose="clinic" max={4} size={120} />
        </Form.Item>
        <Form.Item
          name="images"
          label="Ảnh phòng khám (4 ảnh)"
          rules={[
            {
              required: true,
              validator: async (_rule, value: Image[] | undefined) => {
                if ((value ?? []).length !== 4) throw new Error(CLINIC_IMAGES_MESSAGE);
              },
            },
          ]}
        >
          <ImagesUpload purpose="clinic" max={4} size={120} />
        </Form.Item>
      </Card>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>Hủy</Button>}
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      </div>
    </Form>
  );
}

/**
 * 'Ngày nghỉ' on the calendar with the week as it is being edited (the initial week until the form connects); only
 * this part re-renders when the hours change.
 */
function HolidaysItem({ initialWeek, disabled }: { initialWeek: WorkingDayInput[]; disabled: boolean }) {
  const workingHours =
    (Form.useWatch('workingHours', Form.useFormInstance<ClinicFormValues>()) as
      WorkingDayInput[] | undefined) ?? initialWeek;
  return (
    <Form.Item name="holidays" rules={rulesFrom(cf.holidays)} style={{ marginBottom: 0 }}>
      <HolidaysField workingHours={workingHours} disabled={disabled} />
    </Form.Item>
  );
}
