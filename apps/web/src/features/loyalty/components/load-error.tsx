import { Button } from 'antd';
import { getErrorMessage } from '@/lib/errors';
import styles from './loyalty.module.css';

type LoadErrorProps = {
  /** What could not be loaded, e.g. 'Không tải được điểm thưởng.' */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/** A part of the tab that could not load: what, the server's reason, and 'Thử lại'. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>
        <strong>{title}</strong> {getErrorMessage(error)}
      </p>
      <Button onClick={onRetry}>Thử lại</Button>
    </div>
  );
}
