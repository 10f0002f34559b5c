import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The sign-in step's heading, in the antd form and in the plain dialog alike. */
export const LOGIN_STEP_TEXT = {
  eyebrow: 'Chào mừng trở lại',
  title: 'Đăng nhập',
  subtitle: 'Đăng nhập để mua sắm, theo dõi đơn hàng và đặt lịch khám cùng Lumi.',
} as const;

/** A step's heading: an `h1` on the /auth page and in the antd dialog, an `h2` (with the id naming it) in the plain one. */
export function StepHeader({
  eyebrow,
  title,
  subtitle,
  level = 1,
  titleId,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  level?: 1 | 2;
  titleId?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.header}>
      {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
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
