import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import styles from './admin-list.module.css';

type ListToolbarProps = {
  /** The search box and filters, on the left, wrapping on narrow screens. */
  children: ReactNode;
  /** The list's 'add' button on the right (e.g. 'Thêm thương hiệu'). */
  create?: { label: string; onClick: () => void };
  /** Something else on the right, e.g. a count. */
  aside?: ReactNode;
  /** A screen's own layout, replacing the default one. */
  classNames?: { toolbar?: string | undefined; filters?: string | undefined };
  style?: CSSProperties;
};

export function ListToolbar({ children, create, aside, classNames, style }: ListToolbarProps) {
  return (
    <div className={classNames?.toolbar ?? styles.toolbar} style={style}>
      <div className={classNames?.filters ?? styles.filters}>{children}</div>
      {aside}
      {create && (
        <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick}>
          {create.label}
        </Button>
      )}
    </div>
  );
}
