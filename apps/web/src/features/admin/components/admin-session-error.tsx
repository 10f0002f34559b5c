import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAppDispatch } from '@/lib/store';
import { adminLoggedOut } from '@/lib/auth-slice';
import styles from './admin-session-error.module.css';
import { LazyResult } from '@/components/lazy-result';

type AdminSessionErrorProps = { message: string; onRetry: () => void };

/**
 * The stored admin token could not be checked because the server did not answer properly. The token
 * is kept (it may well be valid); the admin can try again or sign in afresh.
 */
export function AdminSessionError({ message, onRetry }: AdminSessionErrorProps) {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.root}>
      <LazyResult
        status="warning"
        title="Không thể tải thông tin tài khoản"
        subTitle={message}
        extra={[
          <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            Thử lại
          </Button>,
          <Button key="login" onClick={() => dispatch(adminLoggedOut())}>
            Đăng nhập lại
          </Button>,
        ]}
      />
    </div>
  );
}
