import { App, Button, Drawer, Form, Result, Skeleton } from 'antd';
import { SUCCESS, type Voucher } from '@lumi/shared';
import { isApiError } from '@/lib/errors';
import {
  useCreateVoucherMutation,
  useGetVoucherQuery,
  useUpdateVoucherMutation,
} from '../api/admin-vouchers-api';
import { formValuesToBody, voucherFieldErrors, type VoucherFormValues } from '../utils/voucher-form';
import { NEW_VOUCHER } from '../utils/vouchers-query';
import type { VoucherCatalog } from './voucher-catalog';
import { VoucherForm } from './voucher-form';
import styles from './admin-vouchers.module.css';

type VoucherDrawerProps = {
  /** `?voucher=`: 'new', a voucher's id, or undefined (closed). */
  target: string | undefined;
  catalog: VoucherCatalog;
  onClose: () => void;
};

/**
 * `?voucher=new` creates a voucher, `?voucher=<id>` edits one (read afresh); a refusal marks the fields it is
 * about (the server's message is toasted by the API layer), and closing with changes asks first.
 */
export function VoucherDrawer({ target, catalog, onClose }: VoucherDrawerProps) {
  const editingId = target !== undefined && target !== NEW_VOUCHER ? target : undefined;
  const query = useGetVoucherQuery(editingId ?? '', { skip: editingId === undefined });
  const voucher: Voucher | null | undefined = editingId === undefined ? null : query.currentData;
  const ready = target !== undefined && voucher !== undefined;
  const notFound = isApiError(query.error) && query.error.status === 404;

  const [form] = Form.useForm<VoucherFormValues>();
  const [createVoucher, createState] = useCreateVoucherMutation();
  const [updateVoucher, updateState] = useUpdateVoucherMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const { message, modal } = App.useApp();

  const onFinish = async (values: VoucherFormValues) => {
    const body = formValuesToBody(values);
    try {
      const result = voucher
        ? await updateVoucher({ id: voucher._id, body }).unwrap()
        : await createVoucher(body).unwrap();
      void message.success(result.message ?? (voucher ? SUCCESS.updated : SUCCESS.created));
      onClose();
    } catch (failure) {
      const fields = voucherFieldErrors(failure);
      if (fields.length > 0) form.setFields(fields);
    }
  };

  const close = () => {
    if (saving) return;
    if (!ready || !form.isFieldsTouched()) {
      onClose();
      return;
    }
    modal.confirm({
      title: 'Bỏ các thay đổi?',
      content: 'Những thông tin bạn vừa nhập sẽ không được lưu.',
      okText: 'Bỏ thay đổi',
      cancelText: 'Tiếp tục sửa',
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  return (
    <Drawer
      open={target !== undefined}
      onClose={close}
      title={voucher ? `Sửa mã giảm giá ${voucher.code}` : editingId ? 'Sửa mã giảm giá' : 'Tạo mã giảm giá'}
      size="min(720px, 100vw)"
      destroyOnHidden
      mask={{ closable: !saving }}
      footer={
        ready ? (
          <div className={styles.drawerActions}>
            <Button onClick={close} disabled={saving}>
              Hủy
            </Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {voucher ? 'Lưu thay đổi' : 'Tạo mã giảm giá'}
            </Button>
          </div>
        ) : null
      }
    >
      {ready ? (
        <VoucherForm
          key={voucher?._id ?? NEW_VOUCHER}
          form={form}
          voucher={voucher}
          catalog={catalog}
          saving={saving}
          onFinish={(values) => void onFinish(values)}
        />
      ) : query.isError ? (
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? 'Không tìm thấy mã giảm giá' : 'Không thể tải mã giảm giá'}
          subTitle={
            notFound
              ? 'Mã giảm giá có thể đã bị xóa.'
              : isApiError(query.error)
                ? query.error.message
                : undefined
          }
          extra={
            notFound ? null : (
              <Button onClick={() => void query.refetch()} loading={query.isFetching}>
                Thử lại
              </Button>
            )
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Drawer>
  );
}
