import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Switch, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CLINIC_ADMIN_TEXT, formatVnd, type Doctor } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { paths } from '@/config/paths';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import {
  useDeleteAdminDoctorMutation,
  useListAdminDoctorsQuery,
  useSetAdminDoctorStatusMutation,
} from '../api/admin-clinic-api';
import { doctorsQuery, toDoctorsRequest } from '../utils/list-queries';
import { ClinicSelect } from './clinic-select';
import { DoctorEditModal, DoctorPasswordModal } from './doctor-modals';
import styles from './admin-clinic.module.css';

type DoctorsManagerProps = {
  /** ADMIN sees every clinic's doctors and may narrow to one; a CLINIC account sees its own. */
  canPickClinic: boolean;
};

/** `/admin/doctors`: the clinic's doctors, inactive ones included (api-contract §4.4, reference §5.3). */
export function DoctorsManager({ canPickClinic }: DoctorsManagerProps) {
  const list = useAdminList(doctorsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminDoctorsQuery(toDoctorsRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });
  const [setStatus] = useSetAdminDoctorStatusMutation();
  const [remove] = useDeleteAdminDoctorMutation();
  const { busyIds, run } = useBusyRows();
  const [editing, setEditing] = useState<Doctor | null>(null);
  const [resetting, setResetting] = useState<Doctor | null>(null);
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onToggle = (doctor: Doctor, isActive: boolean) =>
    run(doctor._id, async () => {
      await setStatus({ id: doctor._id, body: { isActive } }).unwrap();
      void message.success(isActive ? 'Đã kích hoạt bác sĩ' : 'Đã ngừng hoạt động bác sĩ');
    });

  const onDelete = (doctor: Doctor) =>
    run(doctor._id, async () => {
      const result = await remove(doctor._id).unwrap();
      if (result.data.deleted) void message.success(result.message ?? CLINIC_ADMIN_TEXT.doctorDeleted);
      else void message.info(CLINIC_ADMIN_TEXT.doctorDeactivated);
    });

  const columns: TableProps<Doctor>['columns'] = [
    {
      title: 'Bác sĩ',
      key: 'doctor',
      width: 220,
      render: (_value, doctor) => (
        <div className={styles.person}>
          <Avatar src={doctor.avatar.url} alt="" size={40} />
          <div>
            <div className={styles.personName}>{doctor.name}</div>
            <div className={styles.secondary}>{doctor.email}</div>
            {canPickClinic && <div className={styles.secondary}>{doctor.clinic.name}</div>}
          </div>
        </div>
      ),
    },
    { title: 'Chuyên khoa', dataIndex: 'specialty', key: 'specialty', width: 150 },
    {
      title: 'Kinh nghiệm',
      dataIndex: 'experience',
      key: 'experience',
      width: 110,
      render: (years: number) => `${years} năm`,
    },
    {
      title: 'Phí khám',
      dataIndex: 'fees',
      key: 'fees',
      width: 120,
      render: (fees: number) => formatVnd(fees),
    },
    { title: 'Liên hệ', dataIndex: 'phone', key: 'phone', width: 120 },
    {
      title: 'Trạng thái',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 130,
      render: (isActive: boolean, doctor) => (
        <Switch
          checked={isActive}
          checkedChildren="Hoạt động"
          unCheckedChildren="Tạm dừng"
          loading={busyIds.has(doctor._id)}
          onChange={(next) => void onToggle(doctor, next)}
          aria-label={isActive ? `Ngừng hoạt động ${doctor.name}` : `Kích hoạt ${doctor.name}`}
        />
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 140,
      render: (_value, doctor) => (
        <div className={styles.actions}>
          <Tooltip title="Chỉnh sửa">
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => setEditing(doctor)}
              aria-label={`Chỉnh sửa ${doctor.name}`}
            />
          </Tooltip>
          <Tooltip title="Đặt lại mật khẩu">
            <Button
              type="text"
              icon={<KeyOutlined />}
              onClick={() => setResetting(doctor)}
              aria-label={`Đặt lại mật khẩu ${doctor.name}`}
            />
          </Tooltip>
          <DeleteRowButton
            title="Xóa bác sĩ"
            description={`Xóa bác sĩ ${doctor.name}? Bác sĩ đã có lịch khám sẽ được chuyển sang ngừng hoạt động.`}
            onConfirm={() => onDelete(doctor)}
            loading={busyIds.has(doctor._id)}
            aria-label={`Xóa ${doctor.name}`}
          />
        </div>
      ),
    },
  ];

  return (
    <ListCard>
      <ListToolbar
        create={{ label: 'Thêm bác sĩ', onClick: () => void navigate(paths.admin.doctorCreate.getHref()) }}
      >
        <ListSearchInput
          value={filters.name}
          onSearch={(name) => changeFilters({ name })}
          placeholder="Tìm theo tên bác sĩ"
          aria-label="Tìm theo tên bác sĩ"
        />
        {canPickClinic && (
          <ClinicSelect value={filters.clinic} onChange={(clinic) => changeFilters({ clinic })} />
        )}
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách bác sĩ." />
      <PagedTable<Doctor>
        columns={columns}
        dataSource={data?.data ?? []}
        loading={query.isFetching}
        scroll={{ x: 960 }}
        locale={{ emptyText: 'Chưa có bác sĩ nào' }}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        showTotal={(total) => `${total} bác sĩ`}
        onPageChange={list.changePage}
      />
      <DoctorEditModal doctor={editing} onClose={() => setEditing(null)} />
      <DoctorPasswordModal doctor={resetting} onClose={() => setResetting(null)} />
    </ListCard>
  );
}
