import { App, Form } from 'antd';
import { CLINIC_ADMIN_TEXT, NewPasswordSchema, type Doctor, type Image } from '@lumi/shared';
import { NewPasswordFields } from '@/components/auth-fields';
import { FormModal } from '@/components/admin-list/form-modal';
import { rulesFrom } from '@/lib/form-rules';
import { useUpdateAdminDoctorMutation } from '../api/admin-clinic-api';
import {
  changedDoctorFields,
  DOCTOR_FORM_FIELDS,
  DoctorFields,
  type DoctorFormValues,
} from './doctor-fields';

/** The doctor's own avatar, or null when it is the default one (which the body cannot send back). */
const ownAvatar = (doctor: Doctor): Image | null =>
  doctor.avatar.publicId === null ? null : { url: doctor.avatar.url, publicId: doctor.avatar.publicId };

/** What the edit form opens with: the doctor as saved. */
const editValuesOf = (doctor: Doctor): DoctorFormValues => ({
  name: doctor.name,
  phone: doctor.phone,
  email: doctor.email,
  specialty: doctor.specialty,
  experience: doctor.experience,
  fees: doctor.fees,
  duration: doctor.duration,
  about: doctor.about,
  avatar: ownAvatar(doctor),
});

type DoctorModalProps = { doctor: Doctor | null; onClose: () => void };

/** 'Chỉnh sửa thông tin bác sĩ' → `PUT /admin/doctors/{id}` with the fields changed (api-contract §4.4). */
export function DoctorEditModal({ doctor, onClose }: DoctorModalProps) {
  const [form] = Form.useForm<DoctorFormValues>();
  const [update, { isLoading }] = useUpdateAdminDoctorMutation();
  const { message } = App.useApp();

  const onSubmit = async (values: DoctorFormValues) => {
    if (!doctor) return;
    const body = changedDoctorFields(editValuesOf(doctor), values);
    if (Object.keys(body).length === 0) {
      void message.info('Không có thay đổi nào');
      return;
    }
    const result = await update({ id: doctor._id, body }).unwrap();
    void message.success(result.message ?? CLINIC_ADMIN_TEXT.doctorUpdated);
  };

  return (
    <FormModal<DoctorFormValues>
      form={form}
      open={doctor !== null}
      subject={doctor?._id}
      values={() => (doctor ? editValuesOf(doctor) : {})}
      title="Chỉnh sửa thông tin bác sĩ"
      okText="Lưu thay đổi"
      saving={isLoading}
      width={760}
      onClose={onClose}
      onSubmit={onSubmit}
      fields={DOCTOR_FORM_FIELDS}
      codeFields={{ DOCTOR_EMAIL_TAKEN: 'email', DOCTOR_SPECIALTY_INVALID: 'specialty' }}
      initialValues={{}}
    >
      {doctor && (
        <DoctorFields
          specialties={doctor.clinic.specialties}
          withPassword={false}
          avatarOptional={doctor.avatar.publicId === null}
        />
      )}
    </FormModal>
  );
}

type PasswordValues = { password: string; rePassword: string };

/** 'Đặt lại mật khẩu' → `PUT /admin/doctors/{id} { password }` (the doctor's sessions end). */
export function DoctorPasswordModal({ doctor, onClose }: DoctorModalProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [update, { isLoading }] = useUpdateAdminDoctorMutation();
  const { message } = App.useApp();

  const onSubmit = async (values: PasswordValues) => {
    if (!doctor) return;
    await update({ id: doctor._id, body: { password: values.password } }).unwrap();
    void message.success(`Đã đặt lại mật khẩu cho ${doctor.name}`);
  };

  return (
    <FormModal<PasswordValues>
      form={form}
      open={doctor !== null}
      subject={doctor?._id}
      values={() => ({})}
      title={doctor ? `Đặt lại mật khẩu: ${doctor.name}` : 'Đặt lại mật khẩu'}
      okText="Đặt lại mật khẩu"
      saving={isLoading}
      width={440}
      onClose={onClose}
      onSubmit={onSubmit}
      fields={['password', 'rePassword']}
      initialValues={{}}
    >
      <NewPasswordFields
        rules={rulesFrom(NewPasswordSchema)}
        label="Mật khẩu mới"
        repeatLabel="Nhập lại mật khẩu"
      />
    </FormModal>
  );
}
