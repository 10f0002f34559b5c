import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The sign-in step's heading, in the antd form and in the plain dialog alike. */
export const LOGIN_STEP_TEXT = {
  eyebrow: 'Chào mừng trở lại',
  title: 'Đăng nhập',
  subtitle: 'Đăng nhập để mua sắm, theo dõi đơn hàng và đặt lịch khám cùng Lumi.',
} as const;

export function StepHeader({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}

export function LinkButton({
  children,
  onClick,
  disabled,
  className,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={[styles.linkButton, className ?? ''].join(' ')}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
