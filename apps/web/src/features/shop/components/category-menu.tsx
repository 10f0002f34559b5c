import { ArrowRightIcon, DownIcon, FireFilledIcon } from '@/components/icons';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { CategoryNode } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useGetCategoryTreeQuery } from '@/lib/catalog-api';
import styles from './category-menu.module.css';

/** Delay before a hovered item opens or a left one closes, so crossing items does not flicker. */
const HOVER_DELAY_MS = 120;

const categoryHref = (node: Pick<CategoryNode, 'slug'>) => paths.shop.category.getHref(node.slug);

/**
 * The desktop category menu (api-contract §3.4 `GET /categories`): level-0 categories in a row;
 * hovering or focusing one opens a mega-menu with its level-1 categories as headings and their
 * level-2 categories as links. Plain React (the header is on `/`).
 */
export function CategoryMenu() {
  const { data: tree, isLoading } = useGetCategoryTreeQuery();
  const location = useLocation();
  // The open item, for one location: navigating closes the menu.
  const [openFor, setOpenFor] = useState<{ id: string; at: string } | null>(null);
  const openId = openFor?.at === location.key ? openFor.id : null;
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (id: string | null) => setOpenFor(id ? { id, at: location.key } : null);
  const later = (id: string | null) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => show(id), HOVER_DELAY_MS);
  };
  const now = (id: string | null) => {
    window.clearTimeout(timer.current);
    show(id);
  };

  return (
    <nav
      ref={root}
      className={styles.bar}
      aria-label="Danh mục sản phẩm"
      onMouseLeave={() => later(null)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) now(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openId) {
          now(null);
          root.current?.querySelector<HTMLElement>(`[data-root="${openId}"]`)?.focus();
        }
      }}
    >
      <div className={styles.inner}>
        <ul className={styles.roots}>
          {isLoading &&
            Array.from({ length: 5 }, (_, i) => (
              <li key={i} className={styles.skeleton} aria-hidden="true" />
            ))}
          {tree?.map((node) => {
            const isOpen = node._id === openId;
            const hasChildren = node.children.length > 0;
            return (
              <li key={node._id} onMouseEnter={() => later(hasChildren ? node._id : null)}>
                <NavLink
                  to={categoryHref(node)}
                  data-root={node._id}
                  className={({ isActive }) =>
                    `${styles.root} ${isOpen ? styles.rootOpen : ''} ${isActive ? styles.rootActive : ''}`
                  }
                  aria-expanded={hasChildren ? isOpen : undefined}
                  onFocus={() => now(hasChildren ? node._id : null)}
                >
                  {node.name}
                  {hasChildren && <DownIcon className={styles.caret} />}
                </NavLink>
                {isOpen && hasChildren && <MegaPanel node={node} onEnter={() => later(node._id)} />}
              </li>
            );
          })}
        </ul>
        <NavLink to={paths.shop.promotions.getHref()} className={styles.promo}>
          <FireFilledIcon /> Khuyến mãi
        </NavLink>
      </div>
    </nav>
  );
}

function MegaPanel({ node, onEnter }: { node: CategoryNode; onEnter: () => void }) {
  return (
    <div className={styles.panel} onMouseEnter={onEnter}>
      <div className={styles.panelInner}>
        <div className={styles.columns}>
          {node.children.map((group) => (
            <div key={group._id} className={styles.column}>
              <Link to={categoryHref(group)} className={styles.heading}>
                {group.name}
              </Link>
              {group.children.length > 0 && (
                <ul className={styles.links}>
                  {group.children.map((leaf) => (
                    <li key={leaf._id}>
                      <Link to={categoryHref(leaf)} className={styles.link}>
                        {leaf.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
        <Link to={categoryHref(node)} className={styles.all}>
          Xem tất cả {node.name} <ArrowRightIcon />
        </Link>
      </div>
    </div>
  );
}
