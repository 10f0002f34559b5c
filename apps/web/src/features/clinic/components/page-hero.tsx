import type { ReactNode } from 'react';
import styles from './clinic-pages.module.css';

/** The sky band at the top of a discovery page: its title, a line of text, an optional action. */
export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.pageHero}>
      <div className={styles.container}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {subtitle ? <p className={styles.pageSubtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}
