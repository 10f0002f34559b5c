import { DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  PATIENT_GENDER_LABELS,
  PATIENT_GENDERS,
  PatientInputSchema,
  type Patient,
  type User,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import styles from './booking.module.css';

/** The patient form's values: the date of birth kept as 'YYYY-MM-DD', as the schema and the server read it. */
export type PatientValues = {
  name?: string;
  phone?: string;
  email?: string;
  gender?: Patient['gender'];
  dateOfBirth?: string;
  address?: string;
  note?: string | null;
};

const FIELD = PatientInputSchema.shape;
const DATE_FORMAT = 'DD/MM/YYYY';

/** Prefill from the signed-in account: name, email and phone are known; the rest the patient types. */
export function patientValuesOf(user: User | null): PatientValues {
  if (!user) return {};
  return { name: user.name, email: user.email, phone: user.phone ?? undefined };
}

/** Decision 24's patient details (name, phone, email, gender, date of birth, address, note), checked by the shared schema. */
export function PatientFields() {
  return (
    <div className={styles.formGrid}>
      <Form.Item name="name" label="Họ và tên" rules={rulesFrom(FIELD.name)}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label="Số điện thoại" rules={rulesFrom(FIELD.phone)}>
        <Input autoComplete="tel" inputMode="tel" maxLength={15} />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={rulesFrom(FIELD.email)}>
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="gender" label="Giới tính" rules={rulesFrom(FIELD.gender)}>
        <Radio.Group options={PATIENT_GENDERS.map((g) => ({ value: g, label: PATIENT_GENDER_LABELS[g] }))} />
      </Form.Item>
      <Form.Item
        name="dateOfBirth"
        label="Ngày sinh"
        rules={rulesFrom(FIELD.dateOfBirth)}
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined)}
      >
        <DatePicker
          format={DATE_FORMAT}
          placeholder="DD/MM/YYYY"
          style={{ width: '100%' }}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        />
      </Form.Item>
      <Form.Item name="address" label="Địa chỉ" rules={rulesFrom(FIELD.address)}>
        <Input autoComplete="street-address" maxLength={255} />
      </Form.Item>
      <Form.Item name="note" label="Ghi chú" rules={rulesFrom(FIELD.note)} className={styles.full}>
        <Input.TextArea
          rows={3}
          maxLength={500}
          showCount
          placeholder="Tình trạng da, điều bạn muốn bác sĩ biết trước"
        />
      </Form.Item>
    </div>
  );
}
