import { Button, Drawer } from 'antd';
import { useState } from 'react';
import type { ListingFilterOptions } from '../utils/filter-options';
import type { ListingParams } from '../utils/listing-params';
import { FilterPanel } from './filter-panel';
import styles from './catalog.module.css';

export type FilterDrawerProps = {
  options: ListingFilterOptions | undefined;
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
  onClear: () => void;
  activeCount: number;
  /** Products matching the current filters (the 'Xem N sản phẩm' button). */
  totalItems: number | undefined;
};

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Below 992 px the filters move into a drawer opened by 'Bộ lọc (N)'. */
export function FilterDrawer({
  options,
  params,
  onChange,
  onClear,
  activeCount,
  totalItems,
}: FilterDrawerProps) {
  const [isOpen, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.drawerButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        <FilterIcon />
        Bộ lọc
        {activeCount > 0 ? <span className={styles.drawerCount}>{activeCount}</span> : null}
      </button>
      <Drawer
        title="Bộ lọc sản phẩm"
        placement="left"
        open={isOpen}
        onClose={() => setOpen(false)}
        size="min(360px, 88vw)"
        classNames={{ body: styles.drawerBody }}
        footer={
          <div className={styles.drawerFooter}>
            <Button onClick={onClear} disabled={activeCount === 0}>
              Xóa bộ lọc
            </Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              {totalItems !== undefined ? `Xem ${totalItems} sản phẩm` : 'Xem sản phẩm'}
            </Button>
          </div>
        }
      >
        <FilterPanel options={options} params={params} onChange={onChange} />
      </Drawer>
    </>
  );
}
