import { UI_TEXT } from '@lumi/shared';
import styles from './full-screen-loader.module.css';

export type FullScreenLoaderProps = {
  /** Pink on the shop, sky on the clinic side (spec §2); neutral indigo in the admin area. */
  variant?: 'shop' | 'clinic' | 'admin';
  text?: string;
};

/** The full-screen 'Đang tải...' shown while an account loads. */
export function FullScreenLoader({ variant = 'shop', text = UI_TEXT.loading }: FullScreenLoaderProps) {
  return (
    <div className={`${styles.root} ${styles[variant]}`} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
    </div>
  );
}
