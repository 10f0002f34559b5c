import { useId } from 'react';
import { Link } from 'react-router';
import styles from './logo.module.css';

type LogoProps = {
  /** 'shop' → "Lumi" in pink; 'clinic' → "Lumi Clinic" in sky blue. */
  variant?: 'shop' | 'clinic';
  /** White wordmark for dark backgrounds. */
  light?: boolean;
  size?: number;
  to?: string;
  className?: string;
};

/** The mark: a drop of serum with a sparkle. */
export function LogoMark({ size = 36, variant = 'shop' }: { size?: number; variant?: 'shop' | 'clinic' }) {
  const id = useId();
  const [from, to] = variant === 'clinic' ? ['#38bdf8', '#0369a1'] : ['#f472b6', '#a21caf'];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className={styles.mark}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${id}-bg)`} />
      <path d="M32 12c-7 9.5-13 17-13 25a13 13 0 0 0 26 0c0-8-6-15.5-13-25z" fill="#fff" />
      <path d="M27 38.5a6 6 0 0 0 6 6" fill="none" stroke={from} strokeWidth="3" strokeLinecap="round" />
      <path d="M48 10l1.6 4.4L54 16l-4.4 1.6L48 22l-1.6-4.4L42 16l4.4-1.6z" fill="#fff" />
    </svg>
  );
}

/** The "Lumi" wordmark (and "Lumi Clinic" on the booking side), linking home. */
export function Logo({ variant = 'shop', light = false, size = 36, to = '/', className }: LogoProps) {
  const classes = [
    styles.root,
    variant === 'clinic' ? styles.clinic : '',
    light ? styles.light : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      to={to}
      className={classes}
      aria-label={variant === 'clinic' ? 'Lumi Clinic - trang chủ' : 'Lumi - trang chủ'}
    >
      <LogoMark size={size} variant={variant} />
      <span className={styles.words}>
        <span className={styles.word} style={{ fontSize: Math.round(size * 0.86) }}>
          Lumi
        </span>
        {/* A space between the words, so that the link's text reads 'Lumi Clinic' as its name does. */}
        {variant === 'clinic' && ' '}
        {variant === 'clinic' && (
          <span className={styles.suffix} style={{ fontSize: Math.round(size * 0.34) }}>
            Clinic
          </span>
        )}
      </span>
    </Link>
  );
}
