import { LogoMark } from '@/components/logo';
import styles from './admin-brand.module.css';

type AdminBrandProps = {
  /** Only the mark (the collapsed sider). */
  compact?: boolean;
  size?: number;
};

/** "Lumi Admin": the brand mark with the admin wordmark, for dark backgrounds. */
export function AdminBrand({ compact = false, size = 34 }: AdminBrandProps) {
  return (
    // Read as its words; the mark alone (compact) is an image named "Lumi Admin".
    <span className={styles.root} {...(compact ? { role: 'img', 'aria-label': 'Lumi Admin' } : {})}>
      <LogoMark size={size} />
      {!compact && (
        <span className={styles.words}>
          <span className={styles.word} style={{ fontSize: Math.round(size * 0.78) }}>
            Lumi
          </span>{' '}
          <span className={styles.suffix} style={{ fontSize: Math.round(size * 0.32) }}>
            Admin
          </span>
        </span>
      )}
    </span>
  );
}
