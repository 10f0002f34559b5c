import { Card, type CardProps } from 'antd';
import styles from './admin-list.module.css';

type ListCardProps = Omit<CardProps, 'variant' | 'className'> & {
  /** Added to the shared look (e.g. a screen's own narrow-screen padding). */
  className?: string | undefined;
};

/** The white, softly shadowed card every admin list sits in. */
export function ListCard({ className, ...card }: ListCardProps) {
  return (
    <Card
      variant="borderless"
      className={className ? `${styles.card} ${className}` : styles.card}
      {...card}
    />
  );
}
