import { App, Button, Card, Form, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CLINIC_ADMIN_TEXT, CLINIC_ADMIN_VALIDATION } from '@lumi/shared';
import { fieldErrorsOf } from '@/components/admin-list/form-modal';
import { paths } from '@/config/paths';
import {
  useCreateAdminDoctorMutation,
  useGetAdminClinicQuery,
  useGetOwnClinicQuery,
} from '../api/admin-clinic-api';
import { ClinicSelect } from './clinic-select';
import { DOCTOR_FORM_FIELDS, DoctorFields, toDoctorBody, type DoctorFormValues } from './doctor-fields';

const INITIAL: Partial<DoctorFormValues> = { experience: 0, duration: 30, about: '', avatar: null };

type DoctorCreateFormProps = {
  /** ADMIN picks the doctor's clinic; a CLINIC account adds to its own. */
  canPickClinic: boolean;
};

/** `/admin/doctors/create` 'Tạo thông tin bác sĩ' → `POST /admin/doctors` (api-contract §4.4). */
export function DoctorCreateForm({ canPickClinic }: DoctorCreateFormProps) {
  const [form] = Form.useForm<DoctorFormValues>();
  const [clinicId, setClinicId] = useState<string | undefined>();
  const own = useGetOwnClinicQuery(undefined, { skip: canPickClinic });
  const picked = useGetAdminClinicQuery(clinicId ?? '', { skip: !canPickClinic || !clinicId });
  const [create, { isLoading }] = useCreateAdminDoctorMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const clinic = canPickClinic ? picked.data : own.data;

  if (!canPickClinic && own.isSuccess && own.data === null) {
    return (
      <Result
        status="info"
        title={CLINIC_ADMIN_TEXT.clinicMissing}
        subTitle="Hãy tạo thông tin phòng khám trước khi thêm bác sĩ."
        extra={
          <Link to={paths.admin.clinicsInfo.getHref()}>
            <Button type="primary">Tạo thông tin phòng khám</Button>
          </Link>
        }
      />
    );
  }

  const onFinish = async (values: DoctorFormValues) => {
    try {
      const result = await create({
        ...toDoctorBody(values),
        password: values.password ?? '',
        avatar: values.avatar,
        ...(canPickClinic && clinicId ? { clinic: clinicId } : {}),
      }).unwrap();
      void message.success(result.message ?? CLINIC_ADMIN_TEXT.doctorCreated);
      void navigate(paths.admin.doctors.getHref());
    } catch (failure) {
      const marked = fieldErrorsOf<DoctorFormValues>(failure, DOCTOR_FORM_FIELDS, {
        DOCTOR_EMAIL_TAKEN: 'email',
        DOCTOR_SPECIALTY_INVALID: 'specialty',
      });
      if (marked.length > 0) form.setFields(marked as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Card variant="borderless" title="Tạo thông tin bác sĩ">
      <Form<DoctorFormValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
      >
        {canPickClinic && (
          <Form.Item
            label="Phòng khám"
            required
            validateStatus={clinicId ? undefined : 'error'}
            help={clinicId ? undefined : CLINIC_ADMIN_VALIDATION.clinicRequired}
          >
            <ClinicSelect
              value={clinicId}
              onChange={(next) => {
                setClinicId(next);
                form.setFieldValue('specialty', undefined);
              }}
              placeholder="Chọn phòng khám"
              width={360}
            />
          </Form.Item>
        )}
        <DoctorFields specialties={clinic?.specialties ?? []} withPassword />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Link to={paths.admin.doctors.getHref()}>
            <Button>Hủy</Button>
          </Link>
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={canPickClinic && !clinicId}>
            Tạo bác sĩ
          </Button>
        </div>
      </Form>
    </Card>
  );
}
