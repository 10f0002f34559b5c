import { CheckOutlined, CloseOutlined, TransactionOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { SUCCESS, formatVnd, type OrderReturn } from '@lumi/shared';
import { selectAdmin } from '@/lib/auth-slice';
import { notify } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useDecideAdminReturnMutation, useRecordReturnTransferMutation } from '../api/admin-returns-api';
import { REFUND_CHANNELS, awaitsTransfer } from '../utils/returns-query';
import { RefuseReturnModal } from './refuse-return-modal';
import { TransferReturnModal } from './transfer-return-modal';
import styles from './admin-returns.module.css';

/**
 * ADMIN's moves on a return (SUPPORT reads only, as the server allows): a request is accepted (after a confirmation
 * saying what follows) or refused with a note; a cash order's accepted return waits for the bank transfer to be
 * recorded. A refusal from the server is toasted by the API layer.
 */
export function ReturnActions({ item }: { item: OrderReturn }) {
  const admin = useAppSelector(selectAdmin);
  const [decide, decideState] = useDecideAdminReturnMutation();
  const [recordTransfer, transferState] = useRecordReturnTransferMutation();
  const [refuseOpen, setRefuseOpen] = useState(false);
  const [transferOpen, setTransferOpen] = useState(false);
  const [deciding, setDeciding] = useState<'accept' | 'refuse' | null>(null);

  if (admin?.role !== 'ADMIN') return null;

  const accept = async () => {
    setDeciding('accept');
    try {
      const result = await decide({ id: item._id, body: { decision: 'accept' } }).unwrap();
      notify.success(result.message ?? SUCCESS.returnAccepted);
    } catch {
      // The API layer shows the server's message.
    } finally {
      setDeciding(null);
    }
  };

  const refuse = async (note: string) => {
    setDeciding('refuse');
    try {
      const result = await decide({ id: item._id, body: { decision: 'refuse', note } }).unwrap();
      notify.success(result.message ?? SUCCESS.returnRefused);
      setRefuseOpen(false);
    } catch {
      // The API layer shows the server's message; the modal stays open.
    } finally {
      setDeciding(null);
    }
  };

  const transfer = async (reference: string) => {
    try {
      const result = await recordTransfer({ id: item._id, body: { reference } }).unwrap();
      notify.success(result.message ?? SUCCESS.returnTransferRecorded);
      setTransferOpen(false);
    } catch {
      // The API layer shows the server's message; the modal stays open.
    }
  };

  if (item.status === 'requested')
    return (
      <div className={styles.actions}>
        <Button
          danger
          icon={<CloseOutlined />}
          disabled={decideState.isLoading}
          onClick={() => setRefuseOpen(true)}
        >
          Từ chối
        </Button>
        <Popconfirm
          title={`Chấp nhận yêu cầu trả hàng ${item.code}?`}
          description={
            <span className={styles.confirmText}>
              Hàng được nhập lại kho và hoàn {formatVnd(item.refundAmount)} qua{' '}
              {REFUND_CHANNELS[item.refundMethod]}.
            </span>
          }
          okText="Chấp nhận"
          cancelText="Không"
          onConfirm={accept}
        >
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={deciding === 'accept'}
            disabled={decideState.isLoading && deciding !== 'accept'}
          >
            Chấp nhận
          </Button>
        </Popconfirm>
        <RefuseReturnModal
          open={refuseOpen}
          code={item.code}
          confirming={deciding === 'refuse'}
          onCancel={() => setRefuseOpen(false)}
          onConfirm={refuse}
        />
      </div>
    );

  if (awaitsTransfer(item))
    return (
      <div className={styles.actions}>
        <Button type="primary" icon={<TransactionOutlined />} onClick={() => setTransferOpen(true)}>
          Ghi nhận chuyển khoản
        </Button>
        <TransferReturnModal
          open={transferOpen}
          item={item}
          confirming={transferState.isLoading}
          onCancel={() => setTransferOpen(false)}
          onConfirm={transfer}
        />
      </div>
    );

  return null;
}

/** Whether the footer has anything for this admin to do (the drawer leaves the footer out otherwise). */
export function useHasReturnActions(item: OrderReturn | undefined): boolean {
  const admin = useAppSelector(selectAdmin);
  if (!item || admin?.role !== 'ADMIN') return false;
  return item.status === 'requested' || awaitsTransfer(item);
}
