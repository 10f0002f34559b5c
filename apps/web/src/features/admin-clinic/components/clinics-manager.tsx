import { EyeOutlined } from '@ant-design/icons';
import {
  App,
  Avatar,
  Button,
  Col,
  Descriptions,
  Drawer,
  Form,
  Input,
  Row,
  Skeleton,
  Switch,
  Tooltip,
  type TableProps,
} from 'antd';
import { useRef, useState } from 'react';
import {
  AdminNameSchema,
  CLINIC_ADMIN_TEXT,
  NewPasswordSchema,
  UsernameSchema,
  type AdminClinic,
  type ClinicOwner,
} from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { rulesFrom } from '@/lib/form-rules';
import {
  useCreateClinicMutation,
  useDeleteAdminClinicMutation,
  useGetAdminClinicQuery,
  useListAdminClinicsQuery,
  useSetAdminClinicStatusMutation,
} from '../api/admin-clinic-api';
import { clinicsQuery, toClinicsRequest } from '../utils/list-queries';
import { ClinicForm, type ClinicFormBody } from './clinic-form';
import { ClinicView } from './clinic-info';
import styles from './admin-clinic.module.css';

/** The CLINIC account that will own a new clinic. */
export type ClinicOwnerInput = { name: string; username: string; password: string };

type ClinicsManagerProps = {
  /**
   * Creates the owner's CLINIC account through the admin accounts API (handed in by the route: another feature's
   * endpoint) and resolves to its id.
   */
  createOwnerAccount: (owner: ClinicOwnerInput) => Promise<string>;
};

/** `/admin/clinics` (ADMIN): every clinic, inactive ones included (api-contract §4.3, reference §5.1). */
export function ClinicsManager({ createOwnerAccount }: ClinicsManagerProps) {
  const list = useAdminList(clinicsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminClinicsQuery(toClinicsRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });
  const [setStatus] = useSetAdminClinicStatusMutation();
  const [remove] = useDeleteAdminClinicMutation();
  const { busyIds, run } = useBusyRows();
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { message } = App.useApp();

  const onToggle = (clinic: AdminClinic, isActive: boolean) =>
    run(clinic._id, async () => {
      await setStatus({ id: clinic._id, body: { isActive } }).unwrap();
      void message.success(isActive ? 'Đã kích hoạt phòng khám' : 'Đã dừng hoạt động phòng khám');
    });

  const onDelete = (clinic: AdminClinic) =>
    run(clinic._id, async () => {
      const result = await remove(clinic._id).unwrap();
      if (result.data.deleted) void message.success(result.message ?? CLINIC_ADMIN_TEXT.clinicDeleted);
      else void message.info(CLINIC_ADMIN_TEXT.clinicDeactivated);
    });

  const columns: TableProps<AdminClinic>['columns'] = [
    {
      title: 'Phòng khám',
      key: 'clinic',
      width: 270,
      render: (_value, clinic) => (
        <div className={styles.person}>
          <Avatar shape="square" size={44} src={clinic.logo.url} alt="" />
          <div className={styles.personText}>
            <div className={styles.personName}>{clinic.name}</div>
            <div className={styles.oneLine} title={clinic.specialties.join(', ')}>
              {clinic.specialties.join(' · ')}
            </div>
          </div>
        </div>
      ),
    },
    {
      title: 'Liên hệ',
      key: 'contact',
      width: 190,
      render: (_value, clinic) => (
        <div>
          <div>{clinic.phone}</div>
          <div className={styles.secondary}>{clinic.email}</div>
        </div>
      ),
    },
    {
      title: 'Tài khoản quản lý',
      key: 'owner',
      width: 160,
      render: (_value, clinic) => <OwnerCell owner={clinic.owner} />,
    },
    { title: 'Bác sĩ', dataIndex: 'doctorCount', key: 'doctorCount', width: 60 },
    {
      title: 'Đánh giá',
      key: 'rating',
      width: 100,
      render: (_value, clinic) => `${clinic.averageRating.toFixed(1)}/5 (${clinic.reviewCount})`,
    },
    {
      title: 'Trạng thái',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 130,
      render: (isActive: boolean, clinic) => (
        <span className={styles.switchCell}>
          <Switch
            checked={isActive}
            size="small"
            loading={busyIds.has(clinic._id)}
            onChange={(next) => void onToggle(clinic, next)}
            aria-label={isActive ? `Dừng hoạt động ${clinic.name}` : `Kích hoạt ${clinic.name}`}
          />
          <span className={styles.secondary}>{isActive ? 'Hoạt động' : 'Đã dừng'}</span>
        </span>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 90,
      render: (_value, clinic) => (
        <div className={styles.actions}>
          <Tooltip title="Xem chi tiết">
            <Button
              type="text"
              icon={<EyeOutlined />}
              onClick={() => setViewing(clinic._id)}
              aria-label={`Xem ${clinic.name}`}
            />
          </Tooltip>
          <DeleteRowButton
            title="Xóa phòng khám"
            description={`Xóa ${clinic.name}? Phòng khám đã có lịch khám sẽ được chuyển sang ngừng hoạt động.`}
            onConfirm={() => onDelete(clinic)}
            loading={busyIds.has(clinic._id)}
            aria-label={`Xóa ${clinic.name}`}
          />
        </div>
      ),
    },
  ];

  return (
    <ListCard>
      <ListToolbar create={{ label: 'Tạo phòng khám', onClick: () => setCreating(true) }}>
        <ListSearchInput
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tên, email hoặc số điện thoại"
          aria-label="Tìm phòng khám"
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách phòng khám." />
      <PagedTable<AdminClinic>
        columns={columns}
        dataSource={data?.data ?? []}
        loading={query.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'Chưa có phòng khám nào' }}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        showTotal={(total) => `${total} phòng khám`}
        onPageChange={list.changePage}
      />
      <ClinicDrawer clinicId={viewing} onClose={() => setViewing(null)} />
      <CreateClinicDrawer
        open={creating}
        onClose={() => setCreating(false)}
        createOwnerAccount={createOwnerAccount}
      />
    </ListCard>
  );
}

/** The owning CLINIC account: its name, and the username it signs in with. */
function OwnerCell({ owner }: { owner: ClinicOwner | null }) {
  if (!owner) return <span className={styles.secondary}>Chưa có</span>;
  return (
    <div>
      <div>{owner.name}</div>
      <div className={styles.secondary}>{owner.username}</div>
    </div>
  );
}

function ClinicDrawer({ clinicId, onClose }: { clinicId: string | null; onClose: () => void }) {
  const { data, isFetching } = useGetAdminClinicQuery(clinicId ?? '', { skip: clinicId === null });
  return (
    <Drawer open={clinicId !== null} onClose={onClose} title="Chi tiết phòng khám" size={720}>
      {isFetching || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Descriptions column={1} bordered size="small" title="Tài khoản quản lý" className={styles.section}>
            <Descriptions.Item label="Tên tài khoản">{data.owner?.name ?? 'Chưa có'}</Descriptions.Item>
            <Descriptions.Item label="Tên đăng nhập">{data.owner?.username ?? 'Chưa có'}</Descriptions.Item>
          </Descriptions>
          <ClinicView clinic={data} />
        </>
      )}
    </Drawer>
  );
}

type CreateClinicDrawerProps = {
  open: boolean;
  onClose: () => void;
  createOwnerAccount: ClinicsManagerProps['createOwnerAccount'];
};

/**
 * 'Tạo phòng khám': the owner's CLINIC account, then its clinic (`POST /admin/clinics` with `admin`). An account
 * made before a refused clinic is kept, so trying again does not make a second one.
 */
function CreateClinicDrawer({ open, onClose, createOwnerAccount }: CreateClinicDrawerProps) {
  const [ownerForm] = Form.useForm<ClinicOwnerInput>();
  const [create, { isLoading }] = useCreateClinicMutation();
  const [saving, setSaving] = useState(false);
  const ownerId = useRef<string | null>(null);
  const { message } = App.useApp();

  const onSubmit = async (body: ClinicFormBody) => {
    setSaving(true);
    try {
      if (ownerId.current === null) {
        let owner: ClinicOwnerInput;
        try {
          owner = await ownerForm.validateFields();
        } catch {
          return;
        }
        ownerId.current = await createOwnerAccount(owner);
      }
      const result = await create({ ...body, admin: ownerId.current }).unwrap();
      void message.success(result.message ?? CLINIC_ADMIN_TEXT.clinicCreated);
      ownerId.current = null;
      ownerForm.resetFields();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title="Tạo phòng khám" size={900} destroyOnHidden>
      <ClinicForm
        clinic={null}
        saving={saving || isLoading}
        submitText="Tạo phòng khám"
        onSubmit={onSubmit}
        onCancel={onClose}
        header={
          <Form form={ownerForm} layout="vertical" component="div">
            <h4>Tài khoản quản lý phòng khám</h4>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="name" label="Tên tài khoản" rules={rulesFrom(AdminNameSchema)}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="username" label="Tên đăng nhập" rules={rulesFrom(UsernameSchema)}>
                  <Input maxLength={50} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="password" label="Mật khẩu" rules={rulesFrom(NewPasswordSchema)}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        }
      />
    </Drawer>
  );
}
