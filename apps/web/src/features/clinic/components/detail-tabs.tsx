import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './clinic-detail.module.css';

export type DetailTab = { key: string; label: string; render: () => ReactNode };

export type DetailTabsProps = {
  items: DetailTab[];
  active: string;
  onChange: (key: string) => void;
  /** The tab list's name, e.g. 'Thông tin phòng khám'. */
  label: string;
  className?: string;
};

/**
 * Tabs without a UI library (WAI-ARIA tabs pattern): one tab stop, ←/→ (and Home/End) move to the next tab and show
 * it. A panel is rendered when first shown and then kept (hidden) so that it keeps its state, e.g. the reviews'
 * filter; the panels not yet shown stay empty, so the first render holds the active one only.
 */
export function DetailTabs({ items, active, onChange, label, className }: DetailTabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const [shown, setShown] = useState<string[]>([active]);
  if (!shown.includes(active)) setShown([...shown, active]);

  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const select = (key: string) => {
    onChange(key);
    tabs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === active);
    const step: Record<string, number | undefined> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = step[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length];
    if (item) select(item.key);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isActive = item.key === active;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabs.current.set(item.key, node);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={isActive}
              aria-controls={panelId(item.key)}
              tabIndex={isActive ? 0 : -1}
              className={isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          aria-labelledby={tabId(item.key)}
          hidden={item.key !== active}
          className={styles.tabPanel}
        >
          {shown.includes(item.key) ? item.render() : null}
        </div>
      ))}
    </div>
  );
}
